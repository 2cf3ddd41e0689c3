import { collectionSettings, eq, queryRows, sql } from '@hoa/db';
import type { CollectionSettings, contract, InputOf, ResponseOf } from '@hoa/contract';
import { groupCodes } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { communityCodes } from '../codes/index';
import { collectionTemplate } from './collection-template';

type Get = typeof contract.collections.GetCollectionCodeCategories;

/**
 * A community's collection settings: its code categories marked, its codes grouped, and the
 * letter template chosen (null once the community no longer uses it: the system one serves).
 */
export async function readCollectionSettings(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<CollectionSettings> {
  const tx = ctx.tx;
  const [row] = await tx
    .select()
    .from(collectionSettings)
    .where(eq(collectionSettings.communityAgentId, communityAgentId));
  const categories = await queryRows<{ id: string | number; name: string }>(
    tx,
    sql`select id, name from code_categories where community_agent_id = ${communityAgentId}
         order by name, id`,
  );
  const has = (ids: readonly number[] | undefined, id: number) => ids?.includes(id) ?? false;
  const grouped = groupCodes(await communityCodes(tx, communityAgentId, sql`true`));
  const { chosen } = await collectionTemplate(ctx, communityAgentId);
  return {
    CommunityAgentId: communityAgentId,
    CodeCategories: categories.map((c) => ({
      TopsCodeCategoryId: Number(c.id),
      Name: c.name,
      IsSelected: has(row?.codeCategoryIds, Number(c.id)),
      IncludePaymentHistory: has(row?.includeHistoryCodeCategoryIds, Number(c.id)),
    })),
    HoldCodeCategories: categories.map((c) => ({
      CollectionHoldCodeCategoryId: Number(c.id),
      Name: c.name,
      IsSelected: has(row?.holdCodeCategoryIds, Number(c.id)),
    })),
    CodeGrouping: grouped,
    CodeIds: row?.codeIds ?? [],
    LetterTemplateId: chosen?.TopsTemplateId ?? null,
  };
}

export async function getCollectionCodeCategories(
  ctx: RequestContext,
  input: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'arcollection', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  return readCollectionSettings(ctx, input.query.communityAgentId);
}

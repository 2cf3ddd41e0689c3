import { collectionSettings, eq, queryRows, sql, type Tx } from '@hoa/db';
import type { CollectionSettings, contract, InputOf, ResponseOf } from '@hoa/contract';
import { groupCodes } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { communityCodes } from '../codes/index';

type Get = typeof contract.collections.GetCollectionCodeCategories;

/** A community's collection settings: its code categories marked, its codes grouped. */
export async function readCollectionSettings(
  tx: Tx,
  communityAgentId: number,
): Promise<CollectionSettings> {
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
  };
}

export async function getCollectionCodeCategories(
  ctx: RequestContext,
  input: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'arcollection', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  return readCollectionSettings(ctx.tx, input.query.communityAgentId);
}

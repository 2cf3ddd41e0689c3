import { collectionSettings, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { codeGroupingOf, CollectionMessages } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { requireCommunityCodes } from '../codes/index';
import { requireCollectionTemplate } from './collection-template';
import { readCollectionSettings } from './get-collection-code-categories';

type Save = typeof contract.collections.SaveCollectionSettings;

/**
 * Saves which balances send a property to collection, which categories hold it, and the Letter
 * template of its letters (one the community uses; null: the system collection letter).
 */
export async function saveCollectionSettings(
  ctx: RequestContext,
  input: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  requireClaim(ctx, 'arcollection', 'update');
  const body = input.body;
  const communityAgentId = body.CommunityAgentId;
  await requireCommunity(ctx, communityAgentId);
  const codeIds = [...new Set(body.CodeIds)];
  const categoryIds = [...new Set(body.CodeCategoryIds)];
  if (codeIds.length === 0 && categoryIds.length === 0) throw badRequest(CollectionMessages.noCode);
  const codes = await requireCommunityCodes(
    ctx.tx,
    communityAgentId,
    codeIds,
    sql`true`,
    CollectionMessages.notCode,
  );
  if (codes.some((c) => codeGroupingOf(c.TopsCodeTypeId) === null))
    throw badRequest(CollectionMessages.notCode);
  const history = [...new Set(body.IncludeHistoryCodeCategoryIds ?? [])];
  const holds = [...new Set(body.HoldCodeCategoryIds ?? [])];
  const all = [...new Set([...categoryIds, ...history, ...holds])];
  const [found] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from code_categories
         where id = any(${idArray(all)}) and community_agent_id = ${communityAgentId}`,
  );
  if (found?.n !== all.length) throw badRequest(CollectionMessages.notCategory);
  const letterTemplateId = body.LetterTemplateId;
  if (letterTemplateId !== null)
    await requireCollectionTemplate(ctx, letterTemplateId, communityAgentId);
  const values = {
    codeIds,
    codeCategoryIds: categoryIds,
    includeHistoryCodeCategoryIds: history,
    holdCodeCategoryIds: holds,
    letterTemplateId,
    updatedAt: new Date(),
  };
  await ctx.tx
    .insert(collectionSettings)
    .values({ ...values, communityAgentId, companyId: ctx.user.companyId })
    .onConflictDoUpdate({ target: collectionSettings.communityAgentId, set: values });
  return readCollectionSettings(ctx, communityAgentId);
}

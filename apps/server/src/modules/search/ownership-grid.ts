// The ownership grid (spec 1 §7.8 Ownership): its column definitions and its search, which pages
// the same read of owners as the owner portfolio (ownership-page.ts).
import { type contract, OwnershipColumns, type InputOf, type ResponseOf } from '@hoa/contract';
import {
  FullSearchMinLength,
  isOwnerLikeAgentType,
  normalizeSearchTerm,
  OwnerLikeAgentTypeIds,
  OwnerSortOptionId,
  SearchMessages,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { ownershipPage } from './ownership-page';
import { ownerMatchIds } from './ownership-sql';
import { termMatch } from '../../sql/index';

type GetColumnDefinitions = typeof contract.ownership.GetColumnDefinitions;
type Search = typeof contract.ownership.Search;

/** The columns the grid can show: the contract's one list, which the web grid renders too. */
export function getOwnershipColumns(
  ctx: RequestContext,
): Promise<ResponseOf<GetColumnDefinitions>> {
  requireClaim(ctx, 'owner', 'read');
  return Promise.resolve([...OwnershipColumns]);
}

/**
 * Owners with their property in one community on the caller's list (or the whole list), found by
 * owner search's term, of the owner types asked for, sorted by a sortable column, paged.
 */
export async function searchOwnershipGrid(
  ctx: RequestContext,
  input: InputOf<Search>,
): Promise<ResponseOf<Search>> {
  const b = input.body;
  requireClaim(ctx, 'owner', 'read');
  const ownerTypeIds = b.agentTypeIds ?? OwnerLikeAgentTypeIds;
  if (ownerTypeIds.some((id) => !isOwnerLikeAgentType(id))) {
    throw badRequest(SearchMessages.notOwnerType);
  }
  if (b.communityAgentId !== undefined) await requireCommunity(ctx, b.communityAgentId);
  const sort =
    OwnershipColumns.find((c) => c.Field === b.sortField)?.SortOptionId ??
    OwnerSortOptionId.LastName;
  const term = normalizeSearchTerm(b.criteria);
  return ownershipPage(ctx, {
    communityIds: b.communityAgentId === undefined ? null : [b.communityAgentId],
    ownerTypeIds,
    matchIds: term ? ownerMatchIds(termMatch(term), 'all') : null,
    matchThroughProperty: term !== null && term.length >= FullSearchMinLength,
    sort,
    skip: b.skip,
    take: b.take,
  });
}

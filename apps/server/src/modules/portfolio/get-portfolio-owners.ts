import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  claimForAgentType,
  FullSearchMinLength,
  isOwnerLikeAgentType,
  normalizeSearchTerm,
  OwnerLikeAgentTypeIds,
  SearchMessages,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { ownerMatchIds, ownershipPage } from '../search/index';
import { termMatch } from '../../sql/index';
type GetOwnerPortfolio = typeof contract.portfolio.GetOwnerPortfolio;

/** A community's owners of one owner type (or every owner-like type), sorted and paged. */
export async function getOwnerPortfolio(
  ctx: RequestContext,
  input: InputOf<GetOwnerPortfolio>,
): Promise<ResponseOf<GetOwnerPortfolio>> {
  const q = input.query;
  if (q.agentTypeId !== undefined && !isOwnerLikeAgentType(q.agentTypeId)) {
    throw badRequest(SearchMessages.notOwnerType);
  }
  const claim = q.agentTypeId === undefined ? 'owner' : claimForAgentType(q.agentTypeId);
  if (claim) requireClaim(ctx, claim, 'read');
  await requireCommunity(ctx, q.communityAgentId);
  const term = normalizeSearchTerm(q.searchTerm);
  return ownershipPage(ctx, {
    communityIds: [q.communityAgentId],
    ownerTypeIds: q.agentTypeId === undefined ? OwnerLikeAgentTypeIds : [q.agentTypeId],
    matchIds: term ? ownerMatchIds(termMatch(term), 'all') : null,
    matchThroughProperty: term !== null && term.length >= FullSearchMinLength,
    sort: q.sortOptionId,
    skip: q.skip,
    take: q.take,
  });
}

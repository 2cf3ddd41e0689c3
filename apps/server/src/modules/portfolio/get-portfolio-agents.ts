import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { claimForAgentType } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { agentListPage } from './agent-list-page';

type GetAgentList = typeof contract.portfolio.GetAgentList;

/** Organizations, banks, amenities or partners (portfolio and view-all lists), by name. */
export async function getAgentList(
  ctx: RequestContext,
  input: InputOf<GetAgentList>,
): Promise<ResponseOf<GetAgentList>> {
  const q = input.query;
  const claim = claimForAgentType(q.agentTypeId);
  if (claim) requireClaim(ctx, claim, 'read');
  if (q.communityAgentId !== undefined) await requireCommunity(ctx, q.communityAgentId);
  return agentListPage(ctx, {
    agentTypeIds: [q.agentTypeId],
    communityAgentId: q.communityAgentId,
    searchTerm: q.searchTerm,
    includeInactive: q.includeInactive ?? false,
    skip: q.skip,
    take: q.take,
  });
}

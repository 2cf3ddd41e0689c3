import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { agentListPage } from './agent-list-page';

type GetVendors = typeof contract.portfolio.GetVendors;

/** Vendors and global vendors: company-wide ones and those of the caller's communities. */
export async function getVendors(
  ctx: RequestContext,
  input: InputOf<GetVendors>,
): Promise<ResponseOf<GetVendors>> {
  const q = input.query;
  requireClaim(ctx, 'vendors', 'read');
  if (q.communityAgentId !== undefined) await requireCommunity(ctx, q.communityAgentId);
  return agentListPage(ctx, {
    agentTypeIds: [AgentTypeId.Vendor, AgentTypeId.GlobalVendor],
    communityAgentId: q.communityAgentId,
    searchTerm: q.searchTerm,
    includeInactive: q.includeInactive ?? false,
    skip: q.skip,
    take: q.take,
  });
}

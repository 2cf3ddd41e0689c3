import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { committeeMembers, communityUsers } from './request-facts';

type GetApproverCandidates = typeof contract.architecturalRequests.GetApproverCandidates;

/**
 * ArchitecturalRequest/GetApproverCandidates: the active users working on the community (internal
 * approvers) and the members with an email address of its architectural committees, by name.
 */
export async function getApproverCandidates(
  ctx: RequestContext,
  { query }: InputOf<GetApproverCandidates>,
): Promise<ResponseOf<GetApproverCandidates>> {
  requireClaim(ctx, 'servicerequests', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const users = await communityUsers(ctx, query.communityAgentId);
  const members = await committeeMembers(ctx, query.communityAgentId);
  return {
    Users: users.map((u) => ({ UserAgentId: u.id, UserName: u.name })),
    CommitteeMembers: members.map((m) => ({ EmailAddress: m.emailAddress, Name: m.name })),
  };
}

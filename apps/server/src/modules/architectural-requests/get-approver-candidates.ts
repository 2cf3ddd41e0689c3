import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { committeeMembers } from './request-facts';

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
  const users = await queryRows<{ id: string | number; name: string }>(
    ctx.tx,
    sql`select u.id, u.display_name as name from users u
          join user_communities uc on uc.user_id = u.id
         where uc.community_agent_id = ${query.communityAgentId} and u.is_active
         order by lower(u.display_name), u.id`,
  );
  const members = await committeeMembers(ctx, query.communityAgentId);
  return {
    Users: users.map((u) => ({ UserAgentId: Number(u.id), UserName: u.name })),
    CommitteeMembers: members.map((m) => ({ EmailAddress: m.emailAddress, Name: m.name })),
  };
}

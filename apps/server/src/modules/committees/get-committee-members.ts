import { agents, and, eq, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadCommittee, loadSeat } from './committee-access';
import { selectMembers } from './committee-queries';
import { inUserCommunities } from '../../sql/index';

type GetCommitteeMembers = typeof contract.committees.GetCommitteeMembers;
type GetCommitteeMemberSettings = typeof contract.committees.GetCommitteeMemberSettings;
type GetPrimaryOrFirstMemberSettings = typeof contract.committees.GetPrimaryOrFirstMemberSettings;

export async function getCommitteeMembers(
  ctx: RequestContext,
  input: InputOf<GetCommitteeMembers>,
): Promise<ResponseOf<GetCommitteeMembers>> {
  const committee = await loadCommittee(ctx, input.query.committeeAgentId, 'read', {
    allowDeleted: true,
  });
  return selectMembers(ctx.tx, sql`s.committee_agent_id = ${committee.id}`);
}

export async function getCommitteeMemberSettings(
  ctx: RequestContext,
  input: InputOf<GetCommitteeMemberSettings>,
): Promise<ResponseOf<GetCommitteeMemberSettings>> {
  const seat = await loadSeat(ctx, input.query.committeeMemberSettingsId, 'read');
  return readSeat(ctx, seat.id);
}

/** One seat as the members list shows it; 404 when its member was deleted meanwhile. */
export async function readSeat(
  ctx: RequestContext,
  committeeMemberSettingsId: number,
): Promise<ResponseOf<GetCommitteeMemberSettings>> {
  const [member] = await selectMembers(ctx.tx, sql`s.id = ${committeeMemberSettingsId}`);
  if (!member) throw notFound();
  return member;
}

/** The agent's seat on its community's primary committee, else its earliest seat. */
export async function getPrimaryOrFirstMemberSettings(
  ctx: RequestContext,
  input: InputOf<GetPrimaryOrFirstMemberSettings>,
): Promise<ResponseOf<GetPrimaryOrFirstMemberSettings>> {
  requireClaim(ctx, 'committees', 'read');
  const agentId = input.query.agentId;
  const [agent] = await ctx.tx
    .select({ communityAgentId: agents.communityAgentId })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.isDeleted, false)));
  if (!agent) throw notFound();
  if (agent.communityAgentId !== null) await requireCommunity(ctx, agent.communityAgentId);
  const [seat] = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select s.id from committee_member_settings s
        join agents on agents.id = s.committee_agent_id and not agents.is_deleted
        where s.member_agent_id = ${agentId} and ${inUserCommunities(ctx, agents.communityAgentId)}
        order by agents.is_primary_committee desc, s.id
        limit 1`,
  );
  return seat ? readSeat(ctx, Number(seat.id)) : null;
}

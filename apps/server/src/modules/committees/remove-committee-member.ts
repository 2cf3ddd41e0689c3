import { agents, and, committeeMemberSettings, eq, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { loadSeat } from './committee-access';

type RemoveCommitteeMember = typeof contract.committees.RemoveCommitteeMember;

/** Frees a seat; a contact made for seats is deleted once it holds none. */
export async function removeCommitteeMember(
  ctx: RequestContext,
  input: InputOf<RemoveCommitteeMember>,
): Promise<ResponseOf<RemoveCommitteeMember>> {
  const { committeeMemberSettingsId, agentId } = input.body;
  const seat = await loadSeat(ctx, committeeMemberSettingsId, 'delete', { memberAgentId: agentId });
  await ctx.tx.delete(committeeMemberSettings).where(eq(committeeMemberSettings.id, seat.id));
  await ctx.tx
    .update(agents)
    .set({ isDeleted: true, updatedAt: sql`now()` })
    .where(
      and(
        eq(agents.id, agentId),
        eq(agents.agentTypeId, AgentTypeId.CommitteeMember),
        sql`not exists (select 1 from committee_member_settings s where s.member_agent_id = ${agentId})`,
      ),
    );
  return { success: true };
}

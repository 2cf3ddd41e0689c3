import { agents, and, eq, or, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { loadCommittee } from './committee-access';

type DeleteCommittee = typeof contract.committees.DeleteCommittee;

/**
 * Deletes a committee with the contacts made for its seats (agents can be restored, spec 1 §4);
 * the seats stay so a restored committee keeps its members. Owners seated on it are untouched.
 */
export async function deleteCommittee(
  ctx: RequestContext,
  input: InputOf<DeleteCommittee>,
): Promise<ResponseOf<DeleteCommittee>> {
  const committee = await loadCommittee(ctx, input.params.id, 'delete');
  await ctx.tx
    .update(agents)
    .set({ isDeleted: true, updatedAt: sql`now()` })
    .where(
      or(
        eq(agents.id, committee.id),
        and(
          eq(agents.parentAgentId, committee.id),
          eq(agents.agentTypeId, AgentTypeId.CommitteeMember),
        ),
      ),
    );
  return { success: true };
}

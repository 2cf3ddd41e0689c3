import { agents, and, contacts, eq, sql, type Tx } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadCommittee } from './committee-access';
import { committeeById } from './committee-queries';

type SaveCommittee = typeof contract.committees.SaveCommittee;

/**
 * Creates a committee of a community or updates its name and flags. A community has one primary
 * committee: marking one primary clears the flag on the others.
 */
export async function saveCommittee(
  ctx: RequestContext,
  input: InputOf<SaveCommittee>,
): Promise<ResponseOf<SaveCommittee>> {
  const body = input.body;
  const { tx } = ctx;
  const companyId = ctx.user.companyId;
  let committeeAgentId: number;
  if (body.TopsAgentId) {
    const committee = await loadCommittee(ctx, body.TopsAgentId, 'update');
    if (committee.communityAgentId !== body.CommunityAgentId) throw notFound();
    committeeAgentId = committee.id;
    await tx
      .update(agents)
      .set({
        isPrimaryCommittee: body.IsPrimary,
        isArchitecturalCommittee: body.IsArchitectural,
        updatedAt: sql`now()`,
      })
      .where(eq(agents.id, committeeAgentId));
    await tx
      .update(contacts)
      .set({ displayName: body.DisplayName, alias: body.Alias ?? null })
      .where(eq(contacts.agentId, committeeAgentId));
  } else {
    requireClaim(ctx, 'committees', 'create');
    await requireCommunity(ctx, body.CommunityAgentId);
    const [created] = await tx
      .insert(agents)
      .values({
        companyId,
        agentTypeId: AgentTypeId.Committee,
        parentAgentId: body.CommunityAgentId,
        communityAgentId: body.CommunityAgentId,
        isPrimaryCommittee: body.IsPrimary,
        isArchitecturalCommittee: body.IsArchitectural,
      })
      .returning({ id: agents.id });
    if (!created) throw new Error('Committee insert returned no row');
    committeeAgentId = created.id;
    await tx.insert(contacts).values({
      agentId: committeeAgentId,
      companyId,
      displayName: body.DisplayName,
      alias: body.Alias ?? null,
    });
  }
  if (body.IsPrimary) await clearOtherPrimary(tx, body.CommunityAgentId, committeeAgentId);
  const [saved] = await committeeById(tx, committeeAgentId);
  if (!saved) throw notFound();
  return saved;
}

function clearOtherPrimary(tx: Tx, communityAgentId: number, keepId: number) {
  return tx
    .update(agents)
    .set({ isPrimaryCommittee: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(agents.communityAgentId, communityAgentId),
        eq(agents.agentTypeId, AgentTypeId.Committee),
        eq(agents.isPrimaryCommittee, true),
        sql`${agents.id} <> ${keepId}`,
      ),
    );
}

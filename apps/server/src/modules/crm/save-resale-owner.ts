import { agents, and, eq, inArray, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, ProfileMessages as M } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { saveGraph } from './save-graphs';

type SaveResaleOwner = typeof contract.crm.SaveResaleOwner;

/** The sellers: a property's primary owners and owners. */
const sellerTypeIds = [AgentTypeId.PrimaryOwner, AgentTypeId.Owner];

/**
 * A property's resale (the profile routes' resale parameter, spec 1 §2.1): the buyer is saved as
 * the property's new primary owner and the sellers become its previous owners, together.
 */
export async function saveResaleOwner(
  ctx: RequestContext,
  input: InputOf<SaveResaleOwner>,
): Promise<ResponseOf<SaveResaleOwner>> {
  const { Agent } = input.body;
  if (Agent.TopsAgentId || Agent.TopsAgentTypeId !== AgentTypeId.PrimaryOwner) {
    throw badRequest(M.resaleNewPrimaryOwner);
  }
  requireClaim(ctx, 'owner', 'update');
  // The save checks the claim to add an owner and that its parent is a property of the community.
  const owner = await saveGraph(ctx, input.body);
  const sellers = await ctx.tx
    .update(agents)
    .set({ agentTypeId: AgentTypeId.PreviousOwner, updatedAt: sql`now()` })
    .where(
      and(
        sql`${agents.parentAgentId} = ${owner.Agent.TopsAgentParentId}`,
        inArray(agents.agentTypeId, sellerTypeIds),
        eq(agents.isDeleted, false),
        sql`${agents.id} <> ${owner.Agent.TopsAgentId}`,
      ),
    )
    .returning({ id: agents.id });
  return { Owner: owner, PreviousOwnerIds: sellers.map((s) => s.id).sort((a, b) => a - b) };
}

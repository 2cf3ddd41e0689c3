import { agents, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ProfileMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadAgent } from '../../http/agent-access';
import { updateAgentFields } from './agent-update';

type RestoreAgent = typeof contract.crm.RestoreAgent;

/** Re-enables a deleted agent; its parent must not be deleted. */
export async function restoreAgent(
  ctx: RequestContext,
  input: InputOf<RestoreAgent>,
): Promise<ResponseOf<RestoreAgent>> {
  const agent = await loadAgent(ctx, input.query.agentId, 'delete');
  if (!agent.isDeleted) throw badRequest(M.notDeleted);
  if (agent.parentAgentId !== null) {
    const [parent] = await ctx.tx
      .select({ isDeleted: agents.isDeleted })
      .from(agents)
      .where(eq(agents.id, agent.parentAgentId));
    if (parent?.isDeleted) throw badRequest(M.parentDeleted);
  }
  await updateAgentFields(ctx.tx, agent.id, { isDeleted: false });
  return { success: true };
}

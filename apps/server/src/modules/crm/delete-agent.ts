import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, ProfileMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadAgent } from '../../http/agent-access';
import { updateAgentFields } from './agent-update';

type DeleteAgent = typeof contract.crm.DeleteAgent;

/** Marks an agent deleted; it can be re-enabled. Profiles with active children stay. */
export async function deleteAgent(
  ctx: RequestContext,
  input: InputOf<DeleteAgent>,
): Promise<ResponseOf<DeleteAgent>> {
  const agent = await loadAgent(ctx, input.query.agentId, 'delete');
  if (agent.agentTypeId === AgentTypeId.Community) throw badRequest(M.communityNotDeletable);
  if (agent.isDeleted) throw badRequest(M.alreadyDeleted);
  const [children] = await queryRows<{ count: number }>(
    ctx.tx,
    sql`select count(*)::int as count from agents
         where parent_agent_id = ${agent.id} and not is_deleted`,
  );
  const count = children?.count ?? 0;
  if (count > 0) throw badRequest(M.hasActiveChildren(count));
  await updateAgentFields(ctx.tx, agent.id, { isDeleted: true });
  return { success: true };
}

import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { loadAgent } from '../../http/agent-access';
import { readAgentGraph } from './agent-graph-read';

type GetAgentGraph = typeof contract.crm.GetAgentGraph;

/** The whole editable agent, as the profile form loads it. */
export async function getAgentGraph(
  ctx: RequestContext,
  input: InputOf<GetAgentGraph>,
): Promise<ResponseOf<GetAgentGraph>> {
  const agent = await loadAgent(ctx, input.query.agentId, 'read');
  return readAgentGraph(ctx.tx, agent.id);
}

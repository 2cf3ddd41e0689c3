import type { AgentGraph, ParsedAgentGraphInput } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readAgentGraphs } from './agent-graph-read';
import { resolveAgentGraphs } from './agent-graph-resolve';
import { writeAgentGraphs } from './agent-graph-write';

/** Every profile save: check the graphs, write them, and answer with them as stored. */
export async function saveGraphs(
  ctx: RequestContext,
  inputs: readonly ParsedAgentGraphInput[],
): Promise<AgentGraph[]> {
  const resolved = await resolveAgentGraphs(ctx, inputs);
  const ids = await writeAgentGraphs(ctx, resolved);
  return readAgentGraphs(ctx.tx, ids);
}

export async function saveGraph(
  ctx: RequestContext,
  input: ParsedAgentGraphInput,
): Promise<AgentGraph> {
  const [graph] = await saveGraphs(ctx, [input]);
  if (!graph) throw new Error('The saved agent was not read back');
  return graph;
}

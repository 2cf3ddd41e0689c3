import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { saveGraph } from './save-graphs';

type SaveAgentGraph = typeof contract.crm.SaveAgentGraph;

/** Creates an agent (no TopsAgentId) or replaces its contact, addresses, phones and web addresses. */
export function saveAgentGraph(
  ctx: RequestContext,
  input: InputOf<SaveAgentGraph>,
): Promise<ResponseOf<SaveAgentGraph>> {
  return saveGraph(ctx, input.body);
}

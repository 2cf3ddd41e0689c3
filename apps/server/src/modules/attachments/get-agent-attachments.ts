import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireAgent } from './access';
import { selectAgentAttachments } from './queries';

type GetAgentAttachments = typeof contract.attachments.GetAgentAttachments;

export async function getAgentAttachments(
  ctx: RequestContext,
  input: InputOf<GetAgentAttachments>,
): Promise<ResponseOf<GetAgentAttachments>> {
  const agent = await requireAgent(ctx, input.query.agentId, 'read');
  return selectAgentAttachments(ctx, sql`aa.agent_id = ${agent.agentId}`);
}

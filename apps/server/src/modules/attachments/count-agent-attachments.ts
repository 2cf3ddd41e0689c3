import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireAgent } from './access';
import { countAgentAttachments } from './queries';

type CountAgentAttachments = typeof contract.attachments.CountAgentAttachments;

export async function countAgentAttachmentsOf(
  ctx: RequestContext,
  input: InputOf<CountAgentAttachments>,
): Promise<ResponseOf<CountAgentAttachments>> {
  const agent = await requireAgent(ctx, input.query.agentId, 'read');
  return countAgentAttachments(ctx, sql`aa.agent_id = ${agent.agentId}`);
}

import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AttachmentTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { requireAgent } from './access';
import { selectAgentAttachments } from './queries';

type GetAgentSignatures = typeof contract.attachments.GetAgentSignatures;

export async function getAgentSignatures(
  ctx: RequestContext,
  input: InputOf<GetAgentSignatures>,
): Promise<ResponseOf<GetAgentSignatures>> {
  const agent = await requireAgent(ctx, input.query.agentId, 'read');
  return selectAgentAttachments(
    ctx,
    sql`aa.agent_id = ${agent.agentId} and att.attachment_type_id = ${AttachmentTypeId.Signature}`,
  );
}

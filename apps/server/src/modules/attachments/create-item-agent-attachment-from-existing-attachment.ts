import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireItemAgent, requireReadableAttachment } from './access';
import { linkToItemAgent } from './create-item-agent-attachment';

type FromExisting = typeof contract.attachments.CreateItemAgentAttachmentFromExistingAttachment;

/** Attaches a file the caller can already see to a transaction party, without a second copy. */
export async function createFromExistingAttachment(
  ctx: RequestContext,
  input: InputOf<FromExisting>,
): Promise<ResponseOf<FromExisting>> {
  const attachment = await requireReadableAttachment(ctx, input.body.TopsAttachmentId);
  const party = await requireItemAgent(ctx, input.body.TopsItemAgentId, 'update');
  return linkToItemAgent(ctx, party, attachment.id);
}

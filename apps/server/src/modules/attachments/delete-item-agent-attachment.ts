import type { RequestContext } from '../../http/request-context';
import { requireItemAgent } from './access';
import { deleteLink, linkOwner } from './release-attachment';

/** Removes an attachment from a transaction party; answers the storage key of a file to remove. */
export async function deleteItemAgentAttachment(
  ctx: RequestContext,
  itemAgentAttachmentId: number,
): Promise<string | null> {
  const table = 'item_agent_attachments';
  const itemAgentId = await linkOwner(ctx, table, 'item_agent_id', itemAgentAttachmentId);
  await requireItemAgent(ctx, itemAgentId, 'update');
  return deleteLink(ctx, table, itemAgentAttachmentId);
}

import type { RequestContext } from '../../http/request-context';
import { requireAgentAttachmentOwners } from './access';
import { deleteLink } from './release-attachment';

/** Removes an attachment from an agent; answers the storage key of a file now unreferenced. */
export async function deleteAgentAttachment(
  ctx: RequestContext,
  agentAttachmentId: number,
): Promise<string | null> {
  await requireAgentAttachmentOwners(ctx, [agentAttachmentId], 'update');
  return deleteLink(ctx, 'agent_attachments', agentAttachmentId);
}

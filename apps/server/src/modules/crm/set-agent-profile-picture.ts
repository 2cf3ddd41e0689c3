import { attachments, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AttachmentTypeId, ProfileMessages as M } from '@hoa/domain';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadAgent } from '../../http/agent-access';
import { updateAgentFields } from './agent-update';

type SetAgentProfilePicture = typeof contract.crm.SetAgentProfilePicture;

/** An image attachment of the company becomes the agent's profile picture. */
export async function setAgentProfilePicture(
  ctx: RequestContext,
  input: InputOf<SetAgentProfilePicture>,
): Promise<ResponseOf<SetAgentProfilePicture>> {
  const agent = await loadAgent(ctx, input.query.agentId, 'update');
  const [attachment] = await ctx.tx
    .select({ typeId: attachments.attachmentTypeId, contentType: attachments.contentType })
    .from(attachments)
    .where(eq(attachments.id, input.query.attachmentId));
  if (!attachment) throw notFound(M.attachmentNotFound);
  const isImage =
    attachment.typeId === AttachmentTypeId.Image || attachment.contentType.startsWith('image/');
  if (!isImage) throw badRequest(M.attachmentNotImage);
  await updateAgentFields(ctx.tx, agent.id, {
    profilePictureAttachmentId: input.query.attachmentId,
  });
  return { success: true };
}

import { agentAttachments, attachments, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { normalizeTags } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { requireAgentAttachmentOwners } from './access';
import { readAgentAttachment } from './queries';

type UpdateAgentAttachment = typeof contract.attachments.UpdateAgentAttachment;

/** Renames an agent attachment, replaces its tags, sets its pin and board/owner/gallery flags. */
export async function updateAgentAttachment(
  ctx: RequestContext,
  input: InputOf<UpdateAgentAttachment>,
): Promise<ResponseOf<UpdateAgentAttachment>> {
  const body = input.body;
  const id = body.TopsAgentAttachmentId;
  await requireAgentAttachmentOwners(ctx, [id], 'update');
  const flags = {
    ...(body.Tags === undefined ? {} : { tags: normalizeTags(body.Tags) }),
    ...(body.IsBoardAccess === undefined ? {} : { isBoardAccess: body.IsBoardAccess }),
    ...(body.IsOwnerAccess === undefined ? {} : { isOwnerAccess: body.IsOwnerAccess }),
    ...(body.IsGallery === undefined ? {} : { isGallery: body.IsGallery }),
    ...(body.IsPinned === undefined ? {} : { isPinned: body.IsPinned }),
  };
  if (Object.keys(flags).length > 0) {
    await ctx.tx.update(agentAttachments).set(flags).where(eq(agentAttachments.id, id));
  }
  if (body.AttachmentDisplayName !== undefined) {
    const [link] = await ctx.tx
      .select({ attachmentId: agentAttachments.attachmentId })
      .from(agentAttachments)
      .where(eq(agentAttachments.id, id));
    if (link) {
      await ctx.tx
        .update(attachments)
        .set({ displayName: body.AttachmentDisplayName })
        .where(eq(attachments.id, link.attachmentId));
    }
  }
  return readAgentAttachment(ctx, id);
}

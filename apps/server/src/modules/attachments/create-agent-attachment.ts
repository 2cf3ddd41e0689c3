import { agentAttachments } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import { normalizeTags } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { requireAgent } from './access';
import { readAgentAttachment } from './queries';
import { runUpload } from './upload';

type CreateAgentAttachment = typeof contract.attachments.CreateAgentAttachment;

/** Uploads a file to an agent's gallery with its tags and flags. */
export function createAgentAttachment(
  call: CallerCall<CreateAgentAttachment>,
  files: FileStore,
): Promise<ResponseOf<CreateAgentAttachment>> {
  const body = call.input.body;
  return runUpload(call, files, body, {
    authorize: (ctx) => requireAgent(ctx, body.TopsAgentId, 'update'),
    record: async (ctx, agent, attachmentId) => {
      const [link] = await ctx.tx
        .insert(agentAttachments)
        .values({
          companyId: ctx.user.companyId,
          agentId: agent.agentId,
          attachmentId,
          tags: normalizeTags((body.Tags ?? '').split(',')),
          isBoardAccess: body.IsBoardAccess ?? false,
          isOwnerAccess: body.IsOwnerAccess ?? false,
          isGallery: body.IsGallery ?? true,
          isPinned: body.IsPinned ?? false,
        })
        .returning({ id: agentAttachments.id });
      if (!link) throw new Error('Agent attachment insert returned no row');
      return readAgentAttachment(ctx, link.id);
    },
  });
}

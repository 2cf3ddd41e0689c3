import { agentAttachments } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { requireAgent, runUpload } from '../attachments/index';
import { communityRender, renderCatalogReport } from './render-catalog-report';

type RenderAndAttachReport = typeof contract.reportCatalogue.RenderAndAttachReport;

/**
 * POST /api/Report/RenderAndAttachReport: the report rendered as RenderReport renders it, then kept
 * as one attachment linked to each agent of Attachment.AgentList (each needs update access, as an
 * upload to its gallery does), under AttachmentName or the report's file name.
 */
export async function renderAndAttachReport(
  call: CallerCall<RenderAndAttachReport>,
  files: FileStore,
): Promise<ResponseOf<RenderAndAttachReport>> {
  const body = call.input.body;
  const file = await renderCatalogReport(call.run, communityRender(body));
  const agentIds = [...new Set(body.Attachment.AgentList)];
  const fields = {
    File: { FileName: file.fileName, DeclaredType: file.contentType, Bytes: file.body },
    AttachmentDisplayName: body.Attachment.AttachmentName || file.fileName,
  };
  return runUpload(call, files, fields, {
    authorize: async (ctx) => {
      for (const id of agentIds) await requireAgent(ctx, id, 'update');
    },
    record: async (ctx, _agents, attachmentId) => {
      await ctx.tx
        .insert(agentAttachments)
        .values(
          agentIds.map((agentId) => ({ companyId: ctx.user.companyId, agentId, attachmentId })),
        );
      return {
        AttachmentId: attachmentId,
        AttachmentName: fields.AttachmentDisplayName,
        MimeType: file.contentType,
        AgentList: agentIds,
      };
    },
  });
}

import { agentAttachments } from '@hoa/db';
import type { contract, EndpointDef, ResponseOf } from '@hoa/contract';
import type { RenderedDocument } from '../../documents/index';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { requireAgent, runUpload } from '../attachments/index';
import { communityRender, renderCatalogReport } from './render-catalog-report';

type RenderAndAttachReport = typeof contract.reportCatalogue.RenderAndAttachReport;
type Attached = ResponseOf<RenderAndAttachReport>;

/**
 * POST /api/Report/RenderAndAttachReport: the report rendered as RenderReport renders it, then kept
 * as one attachment linked to each agent of Attachment.AgentList.
 */
export async function renderAndAttachReport(
  call: CallerCall<RenderAndAttachReport>,
  files: FileStore,
): Promise<Attached> {
  const body = call.input.body;
  const file = await renderCatalogReport(call.run, communityRender(body));
  return attachRenderedFile(call, files, file, body.Attachment);
}

/**
 * A rendered file (a report's, a package's) kept as one attachment linked to each agent of the
 * list (each needs update access, as an upload to its gallery does), under AttachmentName or the
 * file's name.
 */
export function attachRenderedFile(
  call: Pick<CallerCall<EndpointDef>, 'run'>,
  files: FileStore,
  file: RenderedDocument,
  attachment: { AttachmentName?: string | undefined; AgentList: readonly number[] },
): Promise<Attached> {
  const agentIds = [...new Set(attachment.AgentList)];
  const fields = {
    File: { FileName: file.fileName, DeclaredType: file.contentType, Bytes: file.body },
    AttachmentDisplayName: attachment.AttachmentName || file.fileName,
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

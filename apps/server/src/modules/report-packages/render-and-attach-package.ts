import type { contract, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { attachRenderedFile } from '../report-catalogue/index';
import { renderPackageFile } from './render-package-file';

type RenderAndAttachPackage = typeof contract.reportPackages.RenderAndAttachPackage;

/**
 * POST /api/Report/RenderAndAttachPackage: the package rendered as RenderPackage renders it, then
 * kept as one attachment on each agent of Attachment.AgentList, as RenderAndAttachReport keeps a
 * report.
 */
export async function renderAndAttachPackage(
  call: CallerCall<RenderAndAttachPackage>,
  files: FileStore,
): Promise<ResponseOf<RenderAndAttachPackage>> {
  const body = call.input.body;
  const file = await renderPackageFile(call.run, files, {
    reportPackageId: body.ReportPackageId,
    format: body.Format,
    communityAgentId: body.CommunityAgentId,
  });
  return attachRenderedFile(call, files, file, body.Attachment);
}

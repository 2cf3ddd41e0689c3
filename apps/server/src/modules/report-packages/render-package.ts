import type { contract } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { sendDownload } from '../../http/send-download';
import { renderPackageFile } from './render-package-file';

type RenderPackage = typeof contract.reportPackages.RenderPackage;

/** POST /api/Report/RenderPackage: one community's package as one PDF or one workbook. */
export async function renderPackage(call: CallerCall<RenderPackage>, files: FileStore) {
  const body = call.input.body;
  const file = await renderPackageFile(call.run, files, {
    reportPackageId: body.ReportPackageId,
    format: body.Format,
    communityAgentId: body.CommunityAgentId,
  });
  return sendDownload(call, file);
}

import { PDFDocument } from 'pdf-lib';
import type { contract, ResponseOf } from '@hoa/contract';
import { reportPackageUploads } from '@hoa/db';
import { FileTypes, ReportPackageCoverTypes, ReportPackageMessages } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { appError } from '../../http/errors';
import { checkUpload, runUpload } from '../attachments/index';

type UploadReportPackageFile = typeof contract.reportPackages.UploadReportPackageFile;

/** Whether the bytes are a PDF the package can copy pages from (not encrypted, not broken). */
async function readablePdf(bytes: Uint8Array): Promise<boolean> {
  try {
    await PDFDocument.load(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * POST /api/ReportPackage/UploadReportPackageFile: a PDF to place between a package's reports, or
 * its cover image (PNG or JPEG), stored as an attachment of the caller's; SaveReportPackage then
 * takes it by its AttachmentId. The type is read from the content, not the name. It is marked as
 * a package's upload: one no package holds a day later is removed (removeUnusedPackageUploads).
 */
export async function uploadReportPackageFile(
  call: CallerCall<UploadReportPackageFile>,
  files: FileStore,
): Promise<ResponseOf<UploadReportPackageFile>> {
  const body = call.input.body;
  const fields = { File: body.File };
  const upload = await checkUpload(fields);
  if (body.Kind === 'Cover' && !ReportPackageCoverTypes.includes(upload.mimeType)) {
    throw appError('ReportPackageFileWrongType', ReportPackageMessages.coverNotImage);
  }
  if (
    body.Kind === 'Pdf' &&
    (upload.mimeType !== FileTypes.Pdf || !(await readablePdf(upload.bytes)))
  ) {
    throw appError('ReportPackageFileWrongType', ReportPackageMessages.partNotPdf);
  }
  return runUpload(call, files, fields, {
    authorize: () => Promise.resolve(null),
    record: async (ctx, _target, attachmentId) => {
      await ctx.tx
        .insert(reportPackageUploads)
        .values({ attachmentId, companyId: ctx.user.companyId });
      return { AttachmentId: attachmentId, FileName: upload.fileName, MimeType: upload.mimeType };
    },
  });
}

import type { contract, ResponseOf } from '@hoa/contract';

import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import { checkUpload, runUpload } from '../attachments/index';
import { captureInvoiceDraft } from './capture-invoice';
import { readInvoice } from './invoice-queries';
import { pdfText } from './pdf-text';

type UploadInvoice = typeof contract.apInvoices.UploadInvoice;

/**
 * AccountsPayable/UploadInvoice: a PDF invoice (checked by content like every upload) is stored as
 * an attachment, its text read, and an OCR draft made of it in the exception inbox.
 */
export async function uploadInvoice(
  call: CallerCall<UploadInvoice>,
  files: FileStore,
): Promise<ResponseOf<UploadInvoice>> {
  const body = call.input.body;
  const upload = await checkUpload(body);
  if (upload.mimeType !== 'application/pdf') throw appError('PayablesInvoicePdfOnly');
  const text = await pdfText(upload.bytes);
  return runUpload(call, files, body, {
    authorize: async (ctx) => {
      requireClaim(ctx, 'apinvoice', 'create');
      await requireCommunity(ctx, body.CommunityAgentId);
    },
    record: async (ctx, _target, attachmentId) =>
      readInvoice(ctx, await captureInvoiceDraft(ctx, body.CommunityAgentId, text, attachmentId)),
  });
}

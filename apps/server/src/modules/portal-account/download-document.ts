import type { FastifyReply } from 'fastify';
import type { contract } from '@hoa/contract';
import { attachmentAnswerType } from '@hoa/domain';
import { StoredFileMissing, type FileStore } from '../../files/file-store';
import type { OwnerCall } from '../../http/bind-owner';
import { appError, notFound } from '../../http/errors';
import { sendDownload } from '../../http/send-download';
import { contentDisposition } from '../attachments/index';
import { ownerDocuments } from './owner-documents';

type DownloadDocument = typeof contract.portalAccount.DownloadDocument;

/** A document published to the owner, to save; any other attachment is 404. */
export async function downloadDocument(
  call: OwnerCall<DownloadDocument>,
  files: FileStore,
): Promise<FastifyReply> {
  const [doc] = await call.run((ctx) => ownerDocuments(ctx, call.input.params.id));
  if (!doc) throw notFound();
  const stream = await files.get(doc.storage_key).catch((error: unknown) => {
    if (error instanceof StoredFileMissing) throw appError('AttachmentFileMissing');
    throw error;
  });
  return sendDownload(call, {
    contentType: attachmentAnswerType(doc.content_type),
    fileName: doc.file_name,
    body: stream,
    disposition: contentDisposition('attachment', doc.file_name),
    sizeBytes: Number(doc.size_bytes),
  });
}

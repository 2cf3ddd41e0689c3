import type { FastifyReply } from 'fastify';
import type { contract } from '@hoa/contract';
import { attachmentAnswerType, isPreviewable } from '@hoa/domain';
import { StoredFileMissing, type FileStore } from '../../files/file-store';
import type { OwnerCall } from '../../http/bind-owner';
import { appError } from '../../http/errors';
import { sendDownload } from '../../http/send-download';
import { contentDisposition } from '../attachments/index';

type FileCall = OwnerCall<
  | typeof contract.portalBoard.GetBoardArchitecturalFile
  | typeof contract.portalBoard.GetBoardInvoiceDocument
>;

/** Sends a stored attachment a board call found: inline where a browser shows it, else to save. */
export async function sendStoredFile(
  call: FileCall,
  files: FileStore,
  file: { storageKey: string; contentType: string; fileName: string },
): Promise<FastifyReply> {
  const body = await files.get(file.storageKey).catch((error: unknown) => {
    if (error instanceof StoredFileMissing) throw appError('AttachmentFileMissing');
    throw error;
  });
  const inline = isPreviewable(file.contentType);
  return sendDownload(call, {
    contentType: attachmentAnswerType(file.contentType),
    fileName: file.fileName,
    body,
    disposition: contentDisposition(inline ? 'inline' : 'attachment', file.fileName),
  });
}

import type { FastifyReply } from 'fastify';
import type { contract } from '@hoa/contract';
import { attachmentAnswerType, isPreviewable } from '@hoa/domain';
import { StoredFileMissing, type FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { appError } from '../../http/errors';
import { sendDownload, type DownloadCall } from '../../http/send-download';
import { requireReadableAttachment } from './access';

/** Content-Disposition with an ASCII fallback name and the exact one in RFC 5987 form. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * Streams an attachment the caller may read, with its type and name. Inline (the preview) only
 * for PDFs and images; everything else is sent to be saved.
 */
export async function sendAttachment(
  call: CallerCall<typeof contract.attachments.Download | typeof contract.attachments.Preview>,
  attachmentId: number,
  files: FileStore,
  disposition: 'inline' | 'attachment',
): Promise<FastifyReply> {
  const attachment = await call.run((ctx) => requireReadableAttachment(ctx, attachmentId));
  return sendStoredAttachment(call, files, attachment, disposition);
}

/** A stored attachment to send: where its bytes are, its type and name. */
export interface StoredAttachment {
  storageKey: string;
  contentType: string;
  fileName: string;
  sizeBytes?: number;
}

/**
 * Sends a stored attachment the caller may read (checked before), with its type and name: inline (a
 * preview) only for PDFs and images, everything else to be saved; a file gone from the store is
 * refused with its message.
 */
export async function sendStoredAttachment(
  call: DownloadCall<string>,
  files: FileStore,
  attachment: StoredAttachment,
  disposition: 'inline' | 'attachment',
): Promise<FastifyReply> {
  const stream = await files.get(attachment.storageKey).catch((error: unknown) => {
    if (error instanceof StoredFileMissing) throw appError('AttachmentFileMissing');
    throw error;
  });
  const inline = disposition === 'inline' && isPreviewable(attachment.contentType);
  return sendDownload(call, {
    contentType: attachmentAnswerType(attachment.contentType),
    fileName: attachment.fileName,
    body: stream,
    disposition: contentDisposition(inline ? 'inline' : 'attachment', attachment.fileName),
    ...(attachment.sizeBytes === undefined ? {} : { sizeBytes: attachment.sizeBytes }),
  });
}

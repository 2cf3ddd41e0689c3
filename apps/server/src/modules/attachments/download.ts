import type { FastifyReply } from 'fastify';
import type { EndpointDef } from '@hoa/contract';
import { isPreviewable } from '@hoa/domain';
import { StoredFileMissing, type FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { appError } from '../../http/errors';
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
  call: Pick<CallerCall<EndpointDef>, 'run' | 'reply'>,
  attachmentId: number,
  files: FileStore,
  disposition: 'inline' | 'attachment',
): Promise<FastifyReply> {
  const attachment = await call.run((ctx) => requireReadableAttachment(ctx, attachmentId));
  const stream = await files.get(attachment.storageKey).catch((error: unknown) => {
    if (error instanceof StoredFileMissing) throw appError('AttachmentFileMissing');
    throw error;
  });
  const inline = disposition === 'inline' && isPreviewable(attachment.contentType);
  const type = attachment.contentType.startsWith('text/')
    ? `${attachment.contentType}; charset=utf-8`
    : attachment.contentType;
  return call.reply
    .header('content-type', type)
    .header('content-length', attachment.sizeBytes)
    .header(
      'content-disposition',
      contentDisposition(inline ? 'inline' : 'attachment', attachment.fileName),
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(stream);
}

import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface Download {
  contentType: string;
  /** Letters, digits, spaces, dots and dashes: it is quoted as it is. */
  fileName: string;
  body: Buffer | Uint8Array | Readable;
}

/** Sends a file as a download under its name, never kept by a cache. */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

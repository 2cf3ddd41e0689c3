import type { Readable } from 'node:stream';
import type { FastifyReply, onSendHookHandler } from 'fastify';
import type { EndpointDef } from '@hoa/contract';
import { FileTypes } from '@hoa/domain';

export interface Download<T extends string = string> {
  contentType: T;
  /** Letters, digits, spaces, dots and dashes: it is quoted as it is. */
  fileName: string;
  body: Buffer | Uint8Array | Readable;
  /** Content-Disposition when not `attachment; filename="<fileName>"` (a preview is inline). */
  disposition?: string;
  /** The size of a streamed body, sent as Content-Length. */
  sizeBytes?: number;
}

/**
 * The call a file answers: its reply and its contract endpoint, whose `download` marker lists the
 * content types it may send (the API description lists the same).
 */
export interface DownloadCall<T extends string> {
  reply: FastifyReply;
  endpoint: { readonly download: readonly T[] };
}

/**
 * Sends a file as a download under its name, never sniffed nor kept by a cache. It takes only an
 * endpoint with a `download` marker and a content type that marker lists.
 */
export function sendDownload<T extends string>(
  call: DownloadCall<T>,
  file: Download<NoInfer<Exclude<T, 'application/json'>>>,
): FastifyReply {
  const reply =
    file.sizeBytes === undefined ? call.reply : call.reply.header('content-length', file.sizeBytes);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', file.disposition ?? `attachment; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/** Sends a PDF as a download under the file name given (letters, digits, dots and dashes). */
export function sendPdf(
  call: DownloadCall<typeof FileTypes.Pdf>,
  body: Buffer | Uint8Array,
  fileName: string,
): FastifyReply {
  return sendDownload(call, { contentType: FileTypes.Pdf, fileName, body });
}

/** The content type an answer goes out with: its header, else what fastify will give its payload. */
function answerType(reply: FastifyReply, payload: unknown): string | null {
  const header = reply.getHeader('content-type');
  if (typeof header === 'string') return header;
  if (payload === null || payload === undefined) return null;
  return typeof payload === 'string' ? 'text/plain; charset=utf-8' : 'application/octet-stream';
}

/**
 * Refuses (500) a successful answer of a type the endpoint's contract does not describe: JSON
 * unless `download` leaves it out, else only the types `download` lists. Every bound route has
 * it, so a file answered without its marker fails the route's own tests.
 */
export function answersAsDescribed(endpoint: EndpointDef): onSendHookHandler {
  const { download } = endpoint;
  return (_request, reply, payload, done) => {
    const type = answerType(reply, payload);
    if (reply.statusCode >= 300 || type === null) return done(null, payload);
    const described = type.startsWith('application/json')
      ? !download || download.includes('application/json')
      : (download?.includes(type) ?? false);
    if (described) return done(null, payload);
    done(
      new Error(
        `${endpoint.method} ${endpoint.path} answered ${type}, which its contract's download does not list`,
      ),
    );
  };
}

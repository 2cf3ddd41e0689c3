import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ContentEncoding = 'br' | 'gzip';

/** Smaller answers go as they are: compressing them saves less than a packet. */
export const MinCompressedBytes = 1024;

/**
 * The encoding to answer in for an Accept-Encoding header: brotli when accepted, else gzip, else
 * none. A q of 0 refuses an encoding; `*` accepts any not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (encoding: ContentEncoding) =>
    (weights.get(encoding) ??
      (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ??
      weights.get('*') ??
      0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

/** Adds Accept-Encoding to a Vary header unless it is there. */
export function varyOnEncoding(vary: unknown): string {
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}

/** An answer above this size is compressed at the fastest quality (brotliQuality). */
export const LargeAnswerBytes = 1024 * 1024;

/**
 * Brotli's quality for an answer of `bytes`: 4 up to LargeAnswerBytes, 1 above it. The aged owner
 * balance of 100,000 owners (17 MB): quality 4 took about 300 ms in the server for 0.95 MB,
 * quality 1 80-120 ms for 1.5 MB; the 0.55 MB more take as long as the time saved on a line of
 * about 20 Mbit/s and less on a faster one.
 */
export function brotliQuality(bytes: number): number {
  return bytes > LargeAnswerBytes ? 1 : 4;
}

/**
 * JSON answers of 1 KB or more go compressed to a client that accepts it: brotli at a quality
 * fast enough for the answer's size (brotliQuality), else gzip. Files of the web app are
 * compressed once at build time instead (web-files.ts); downloads and other streams go as they
 * are.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !/^application\/(.+\+)?json\b/i.test(type)) return payload;
    // Measured without copying: most answers are small and go as they are.
    if (Buffer.byteLength(payload) < MinCompressedBytes) return payload;
    void reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length),
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body, { level: 6 });
    void reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}

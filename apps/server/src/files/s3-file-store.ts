import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertStorageKey, StoredFileMissing, type FileStore } from './file-store';
import { sha256Hex, signV4, toAmzDate, uriEncode } from './sigv4';

export interface S3Settings {
  /** e.g. https://s3.us-east-1.amazonaws.com or a MinIO / R2 endpoint. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const emptyHash = sha256Hex('');

/**
 * An S3-compatible bucket over plain fetch, path-style addressing (endpoint/bucket/key) so it
 * works with AWS, MinIO, R2 and the like. Requests are signed with Signature Version 4.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';

  constructor(
    private readonly settings: S3Settings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private urlOf(key: string): URL {
    assertStorageKey(key);
    const base = this.settings.endpoint.replace(/\/+$/, '');
    return new URL(`${base}/${uriEncode(this.settings.bucket)}/${key}`);
  }

  private send(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body?: Uint8Array,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const url = this.urlOf(key);
    const signed = signV4(
      { ...this.settings, service: 's3' },
      {
        method,
        url,
        headers,
        payloadHash: body ? sha256Hex(body) : emptyHash,
        amzDate: toAmzDate(new Date()),
      },
    );
    // fetch sets Host from the URL itself.
    const sendHeaders = Object.fromEntries(
      Object.entries(signed.headers).filter(([name]) => name !== 'host'),
    );
    // fetch's types want an ArrayBuffer-backed view; a Buffer from Node is one at run time.
    const payload = body as Uint8Array<ArrayBuffer> | undefined;
    return this.fetchImpl(url, { method, headers: sendHeaders, body: payload });
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, body, { 'content-type': contentType });
    if (!response.ok) throw await storeError('PUT', key, response);
  }

  async get(key: string): Promise<Readable> {
    const response = await this.send('GET', key);
    if (response.status === 404) throw new StoredFileMissing(key);
    if (!response.ok || !response.body) throw await storeError('GET', key, response);
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) throw await storeError('DELETE', key, response);
  }
}

async function storeError(method: string, key: string, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  return new Error(`S3 ${method} ${key} failed: ${response.status} ${text.slice(0, 300)}`);
}

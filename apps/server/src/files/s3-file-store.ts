import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsV4Signer } from 'aws4fetch';
import { assertStorageKey, StoredFileMissing, type FileStore } from './file-store';

export interface S3Settings {
  /** e.g. https://s3.us-east-1.amazonaws.com or a MinIO / R2 endpoint. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const sha256Hex = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

/**
 * An S3-compatible bucket over plain fetch, path-style addressing (endpoint/bucket/key) so it
 * works with AWS, MinIO, R2 and the like. Requests are signed with Signature Version 4 by aws4fetch,
 * payload hash included (S3's UNSIGNED-PAYLOAD would leave the bytes unchecked).
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
    return new URL(`${base}/${encodeURIComponent(this.settings.bucket)}/${key}`);
  }

  private async send(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body?: Uint8Array,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const { accessKeyId, secretAccessKey, region } = this.settings;
    // fetch's types want an ArrayBuffer-backed view; a Buffer from Node is one at run time.
    const payload = body as Uint8Array<ArrayBuffer> | undefined;
    const signed = await new AwsV4Signer({
      method,
      url: this.urlOf(key).toString(),
      headers: { ...headers, 'x-amz-content-sha256': sha256Hex(body ?? new Uint8Array()) },
      body: payload,
      accessKeyId,
      secretAccessKey,
      region,
      service: 's3',
      // Sign the content type too (aws4fetch leaves it out by default).
      allHeaders: true,
    }).sign();
    const sendHeaders: Record<string, string> = {};
    signed.headers.forEach((value, name) => (sendHeaders[name] = value));
    return this.fetchImpl(signed.url, { method, headers: sendHeaders, body: payload });
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

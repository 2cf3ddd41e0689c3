import { createHash, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { newStorageKey, StoredFileMissing } from './file-store';
import { LocalFileStore } from './local-file-store';
import { openFileStore, readFileStoreConfig } from './open-file-store';
import { S3FileStore } from './s3-file-store';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const root = path.join(os.tmpdir(), `hoa-store-test-${randomUUID()}`);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local file store', () => {
  it('writes, reads back, deletes, and says when a file is missing', async () => {
    const store = new LocalFileStore(root);
    const key = newStorageKey(3, randomUUID(), new Date('2025-04-09T12:00:00Z'));
    expect(key).toMatch(/^3\/2025\/04\//);
    await store.put(key, Buffer.from('hello'));
    expect((await readAll(await store.get(key))).toString()).toBe('hello');
    await store.delete(key);
    await store.delete(key);
    await expect(store.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('refuses keys that could leave its folder', async () => {
    const store = new LocalFileStore(root);
    await expect(store.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow('Bad storage key');
    await expect(store.get('1/../../x')).rejects.toThrow('Bad storage key');
  });
});

describe('S3-compatible file store (requests only; no live bucket here)', () => {
  const settings = {
    endpoint: 'https://s3.example.test/',
    bucket: 'hoa-files',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
    region: 'us-east-1',
  };

  function fakeFetch(status: number, body = '') {
    const calls: { url: string; init: RequestInit }[] = [];
    const impl: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      calls.push({ url, init: init ?? {} });
      return Promise.resolve(new Response(status === 204 ? null : body, { status }));
    };
    return { calls, impl };
  }

  it('PUTs path-style with a signed, hashed payload', async () => {
    const fake = fakeFetch(200);
    const store = new S3FileStore(settings, fake.impl);
    await store.put('3/2025/04/abc', Buffer.from('hello'), 'application/pdf');
    const [call] = fake.calls;
    expect(call?.url).toBe('https://s3.example.test/hoa-files/3/2025/04/abc');
    expect(call?.init.method).toBe('PUT');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update('hello').digest('hex'),
    );
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, ?SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, ?Signature=[0-9a-f]{64}$/,
    );
    expect(headers.host).toBeUndefined();
  });

  it('streams a GET, maps 404 to a missing file, and ignores 404 on delete', async () => {
    const ok = fakeFetch(200, 'bytes');
    expect((await readAll(await new S3FileStore(settings, ok.impl).get('1/a'))).toString()).toBe(
      'bytes',
    );
    const missing = fakeFetch(404, '<Error/>');
    const store = new S3FileStore(settings, missing.impl);
    await expect(store.get('1/a')).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(store.delete('1/a')).resolves.toBeUndefined();
    const denied = new S3FileStore(settings, fakeFetch(403, 'AccessDenied').impl);
    await expect(denied.put('1/a', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'S3 PUT 1/a failed: 403 AccessDenied',
    );
  });

  it('is chosen when all five S3 variables are set', () => {
    expect(readFileStoreConfig({}, '/srv/data')).toEqual({
      kind: 'local',
      root: '/srv/data/files',
    });
    const env = {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_REGION: settings.region,
    };
    const config = readFileStoreConfig(env, '/srv/data');
    expect(config).toEqual({ kind: 's3', ...settings });
    expect(openFileStore(config).kind).toBe('s3');
    expect(() => readFileStoreConfig({ S3_BUCKET: 'b' }, '/srv/data')).toThrow(
      'S3 file storage needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION as well.',
    );
  });
});

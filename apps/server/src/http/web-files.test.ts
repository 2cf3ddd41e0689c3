import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@hoa/db';
import { buildApp } from '../app';
import { testDatabases } from '../../test/databases';
import { brotliQuality, chooseEncoding, LargeAnswerBytes, varyOnEncoding } from './compression';
import { CacheControl, cacheControlFor } from './web-files';

const [pglite] = testDatabases();

/** A script as a build writes it: some kilobytes, with its brotli and gzip copies beside it. */
const script = Buffer.from(
  Array.from(
    { length: 400 },
    (_, i) => `export const line${i} = ${JSON.stringify(`value ${i * 7919}`)};\n`,
  ).join(''),
);
const scriptPath = '/assets/app-Bx3_kQ9z.js';
const page = Buffer.from(
  `<!doctype html><title>HOA</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}`,
);
const portalPage = '<!doctype html><title>Owner portal</title>';
const favicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"></svg>';

describe('the web app files and compressed answers', () => {
  if (!pglite) throw new Error('no database');
  let database: Database;
  let app: FastifyInstance;
  let webRoot: string;
  beforeAll(async () => {
    database = await pglite.open();
    webRoot = await mkdtemp(path.join(tmpdir(), 'hoa-web-files-'));
    await mkdir(path.join(webRoot, 'assets'));
    const written: [string, Buffer | string][] = [
      ['index.html', page],
      ['index.html.br', brotliCompressSync(page)],
      ['index.html.gz', gzipSync(page)],
      [scriptPath, script],
      [`${scriptPath}.br`, brotliCompressSync(script)],
      [`${scriptPath}.gz`, gzipSync(script)],
      ['favicon.svg', favicon],
      ['portal/index.html', portalPage],
      // Vite's manifests (tools/bundle-budget.mjs reads them) are not served.
      ['.vite/manifest.json', '{}'],
      ['portal/.vite/manifest.json', '{}'],
    ];
    await mkdir(path.join(webRoot, '.vite'));
    await mkdir(path.join(webRoot, 'portal/.vite'), { recursive: true });
    for (const [file, bytes] of written) await writeFile(path.join(webRoot, file), bytes);
    app = await buildApp({ database, webRoot, security: { apiDocsPublic: true } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed script as brotli, else gzip, else as it is, each the same bytes', async () => {
    const br = await get(scriptPath, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotliDecompressSync(br.rawPayload).equals(script)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);

    const gzip = await get(scriptPath, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(script)).toBe(true);

    const plain = await get(scriptPath);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);

    for (const answer of [br, gzip, plain]) {
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    }
    // A refused encoding is not sent.
    expect((await get(scriptPath, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('has the page revalidated on every load, the favicon kept a day, no copy served by name', async () => {
    for (const url of ['/', '/index.html']) {
      const answer = await get(url, 'br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(answer.rawPayload).equals(page), url).toBe(true);
      expect(answer.headers.etag, url).toBeTruthy();
    }
    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.body).toBe(favicon);
    expect((await get(`${scriptPath}.br`)).statusCode).toBe(404);
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('serves the owner portal’s page at /portal/ (and sends /portal there)', async () => {
    const moved = await get('/portal');
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/portal/']);
    const portal = await get('/portal/');
    expect(portal.statusCode).toBe(200);
    expect(portal.headers['cache-control']).toBe('no-cache');
    expect(portal.body).toBe(portalPage);
    expect((await get('/portal/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('compresses JSON answers of 1 KB or more, not smaller ones', async () => {
    const docs = await get('/api/openapi.json', 'gzip, br');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(docs.headers.vary).toMatch(/Accept-Encoding/i);
    const description = JSON.parse(brotliDecompressSync(docs.rawPayload).toString()) as {
      openapi: string;
    };
    expect(description.openapi).toMatch(/^3\./);

    const gzipped = await get('/api/openapi.json', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(description);
    expect((await get('/api/openapi.json')).json()).toEqual(description);

    const health = await get('/api/health', 'gzip, br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('chooses brotli, then gzip, by Accept-Encoding and its q values', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect([brotliQuality(2048), brotliQuality(LargeAnswerBytes)]).toEqual([4, 4]);
    expect(brotliQuality(LargeAnswerBytes + 1)).toBe(1);
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding');
    expect(cacheControlFor('assets/index-CWXf_YBx.js.br')).toBe(CacheControl.hashed);
    expect(cacheControlFor('assets/mantine-CKg0vgt5.css')).toBe(CacheControl.hashed);
    expect(cacheControlFor('portal/assets/index-SY6_tSit.js')).toBe(CacheControl.hashed);
    expect(cacheControlFor('portal/index.html')).toBe(CacheControl.page);
    expect(cacheControlFor('index.html.gz')).toBe(CacheControl.page);
    expect(cacheControlFor('favicon.svg')).toBe(CacheControl.other);
  });
});

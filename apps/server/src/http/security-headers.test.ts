import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import type { Database } from '@hoa/db';
import { Messages } from '@hoa/domain';
import { buildApp } from '../app';
import { signIn } from '../../test/api';
import { testDatabases } from '../../test/databases';
import { createTestCompany, testPassword } from '../../test/factories';
import { tileOrigin } from './security-headers';
import { readSecuritySettings } from './security-settings';

const [pglite] = testDatabases();

describe('security headers and API docs', () => {
  if (!pglite) throw new Error('no database');
  let database: Database;
  let app: FastifyInstance;
  let publicDocs: FastifyInstance;
  let webRoot: string;
  beforeAll(async () => {
    database = await pglite.open();
    webRoot = await mkdtemp(path.join(tmpdir(), 'hoa-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>HOA</title>');
    const tiles = process.env.MAP_TILE_URL;
    process.env.MAP_TILE_URL = 'https://{s}.tiles.example.com/{z}/{x}/{y}.png';
    try {
      app = await buildApp({ database, webRoot, security: { apiDocsPublic: false } });
    } finally {
      if (tiles === undefined) delete process.env.MAP_TILE_URL;
      else process.env.MAP_TILE_URL = tiles;
    }
    publicDocs = await buildApp({ database, security: { apiDocsPublic: true } });
  });
  afterAll(async () => {
    await app.close();
    await publicDocs.close();
    await database.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('sends the CSP, HSTS, nosniff, no framing and no referrer on the app, the API and errors', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/api/Health/GetHealth',
      '/api/Auth/GetSession',
      '/api/Nope',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("img-src 'self' data: blob: https://*.tiles.example.com");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>HOA</title>');
  });

  it('allows in img-src only the origin of the configured tile server', () => {
    expect(tileOrigin(null)).toBeNull();
    expect(tileOrigin('https://tile.example.org/{z}/{x}/{y}.png')).toBe('https://tile.example.org');
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
    expect(tileOrigin('http://tiles.internal:8080/{z}/{x}/{y}.png')).toBe(
      'http://tiles.internal:8080',
    );
    expect(tileOrigin('not a url')).toBeNull();
  });

  it('reads the idle time (30 minutes by default) and public docs from the environment', () => {
    expect(readSecuritySettings({})).toEqual({ sessionIdleMs: 1_800_000, apiDocsPublic: false });
    expect(readSecuritySettings({ SESSION_IDLE_MINUTES: '5', API_DOCS_PUBLIC: '1' })).toEqual({
      sessionIdleMs: 300_000,
      apiDocsPublic: true,
    });
    expect(() => readSecuritySettings({ SESSION_IDLE_MINUTES: 'soon' })).toThrow(
      /SESSION_IDLE_MINUTES/,
    );
    expect(() => readSecuritySettings({ SESSION_IDLE_MINUTES: '-1' })).toThrow();
  });

  it('keeps the API docs behind sign-in (cookie or bearer) unless configured public', async () => {
    for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/', '/api/docs/json']) {
      const anonymous = await app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect((JSON.parse(anonymous.body) as { errorMessage: string }).errorMessage).toBe(
        Messages.notSignedIn,
      );
      expect((await publicDocs.inject({ method: 'GET', url })).statusCode, url).toBeLessThan(400);
    }
    const company = await createTestCompany(database);
    const token = await signIn(app, company.admin.userName);
    const withBearer = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withBearer.statusCode).toBe(200);
    expect(JSON.parse(withBearer.body)).toHaveProperty(['paths', contract.auth.Login.path]);

    const login = await app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { userName: company.admin.userName, password: testPassword },
    });
    const session = login.cookies.find((c) => c.name === 'hoa_session')?.value ?? '';
    const page = await app.inject({
      method: 'GET',
      url: '/api/docs/',
      cookies: { hoa_session: session },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    const signedOut = await app.inject({
      method: 'GET',
      url: '/api/docs/',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

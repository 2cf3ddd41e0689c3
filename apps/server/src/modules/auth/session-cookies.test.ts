import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import type { Database } from '@hoa/db';
import { Messages } from '@hoa/domain';
import { buildApp } from '../../app';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany, testPassword } from '../../../test/factories';
import { csrfRefused } from './session-cookies';

interface WebSession {
  token: string;
  session: string;
  csrf: string;
}

/** Signs in as the web does and keeps the two cookies the answer sets. */
async function webSignIn(app: FastifyInstance, userName: string): Promise<WebSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: { userName, password: testPassword },
  });
  expect(response.statusCode).toBe(200);
  const cookie = (name: string) => response.cookies.find((c) => c.name === name)?.value ?? '';
  const { token } = JSON.parse(response.body) as { token: string };
  return { token, session: cookie('hoa_session'), csrf: cookie('hoa_csrf') };
}

/** A call with the web's cookies; the CSRF header is sent when given. */
async function cookieCall(
  app: FastifyInstance,
  web: WebSession,
  call: { method: 'GET' | 'POST'; url: string; payload?: object; csrf?: string },
) {
  const response = await app.inject({
    method: call.method,
    url: call.url,
    cookies: { hoa_session: web.session, hoa_csrf: web.csrf },
    headers: call.csrf === undefined ? {} : { 'x-csrf-token': call.csrf },
    ...(call.payload ? { payload: call.payload } : {}),
  });
  const body = JSON.parse(response.body) as { errorMessage?: string; Name?: string };
  return { status: response.statusCode, body, cookies: response.cookies };
}

const newRole = (name: string) => ({
  Name: name,
  Description: 'Cookie test',
  Claims: [],
  UserIds: [],
});

describe.each(testDatabases())('web session cookies on $name', (testDb) => {
  const h = useApp(testDb);

  it('signs in with an HttpOnly, Secure, SameSite=Strict session cookie and a readable CSRF cookie', async () => {
    const company = await createTestCompany(h.database);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { userName: company.admin.userName, password: testPassword },
    });
    const { token, expiresAt } = JSON.parse(response.body) as { token: string; expiresAt: string };
    const session = response.cookies.find((c) => c.name === 'hoa_session');
    const csrf = response.cookies.find((c) => c.name === 'hoa_csrf');
    expect(session).toMatchObject({
      value: token,
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
    });
    expect(session?.expires?.toISOString().slice(0, 19)).toBe(expiresAt.slice(0, 19));
    expect(csrf).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
    expect(csrf?.value).toMatch(/^[\w-]{43}$/);
    expect(csrf?.value).not.toBe(token);
  });

  it('reads with the cookie alone and refuses a state-changing cookie call without its CSRF header', async () => {
    const company = await createTestCompany(h.database);
    const web = await webSignIn(h.app, company.admin.userName);
    const me = await cookieCall(h.app, web, { method: 'GET', url: '/api/Auth/GetSession' });
    expect(me.status).toBe(200);

    const url = contract.roles.SaveRole.path;
    const without = await cookieCall(h.app, web, { method: 'POST', url, payload: newRole('A') });
    expect(without.status).toBe(403);
    expect(without.body.errorMessage).toBe(csrfRefused);
    const wrong = await cookieCall(h.app, web, {
      method: 'POST',
      url,
      payload: newRole('B'),
      csrf: 'x'.repeat(43),
    });
    expect(wrong.status).toBe(403);
    // The CSRF value of another session (an attacker's own sign-in) does not fit this one.
    const other = await webSignIn(h.app, company.admin.userName);
    const foreign = await cookieCall(h.app, web, {
      method: 'POST',
      url,
      payload: newRole('C'),
      csrf: other.csrf,
    });
    expect(foreign.status).toBe(403);
    const roles = await callApi(h.app, contract.roles.GetRoles, {}, web.token);
    expect(roles.body.map((r) => r.Name)).not.toEqual(expect.arrayContaining(['A', 'B', 'C']));

    const accepted = await cookieCall(h.app, web, {
      method: 'POST',
      url,
      payload: newRole('D'),
      csrf: web.csrf,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.Name).toBe('D');
  });

  it('keeps bearer calls free of the CSRF check, and a bad Authorization header does not fall back to the cookie', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const saved = await callApi(h.app, contract.roles.SaveRole, { body: newRole('E') }, token);
    expect(saved.status).toBe(200);
    const web = await webSignIn(h.app, company.admin.userName);
    const basic = await h.app.inject({
      method: 'GET',
      url: '/api/Auth/GetSession',
      cookies: { hoa_session: web.session },
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('a signed-out session answers 401, through the cache too, and its cookies are cleared', async () => {
    const company = await createTestCompany(h.database);
    const web = await webSignIn(h.app, company.admin.userName);
    // The first call puts the session in the cache.
    expect(
      (await cookieCall(h.app, web, { method: 'GET', url: '/api/Auth/GetSession' })).status,
    ).toBe(200);
    const refused = await cookieCall(h.app, web, { method: 'POST', url: '/api/Auth/Logout' });
    expect(refused.status).toBe(403);
    // A refused sign-out changes nothing, the browser's cookies neither.
    expect(refused.cookies).toEqual([]);
    expect(
      (await cookieCall(h.app, web, { method: 'GET', url: '/api/Auth/GetSession' })).status,
    ).toBe(200);

    const out = await cookieCall(h.app, web, {
      method: 'POST',
      url: '/api/Auth/Logout',
      csrf: web.csrf,
    });
    expect(out.status).toBe(200);
    for (const name of ['hoa_session', 'hoa_csrf']) {
      const cleared = out.cookies.find((c) => c.name === name);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    }
    const after = await cookieCall(h.app, web, { method: 'GET', url: '/api/Auth/GetSession' });
    expect(after.status).toBe(401);
    expect(after.body.errorMessage).toBe(Messages.notSignedIn);
    // Signing out of a session already over still clears the browser's cookies.
    const again = await cookieCall(h.app, web, {
      method: 'POST',
      url: '/api/Auth/Logout',
      csrf: web.csrf,
    });
    expect(again.status).toBe(401);
    expect(again.cookies.map((c) => [c.name, c.value])).toEqual([
      ['hoa_session', ''],
      ['hoa_csrf', ''],
    ]);
    const bearer = await callApi(h.app, contract.auth.GetSession, {}, web.token);
    expect(bearer.status).toBe(401);

    // A bearer sign-out revokes just as well, also after the session was cached.
    const token = await signIn(h.app, company.admin.userName);
    expect((await callApi(h.app, contract.auth.GetSession, {}, token)).status).toBe(200);
    expect((await callApi(h.app, contract.auth.Logout, {}, token)).status).toBe(200);
    expect((await callApi(h.app, contract.auth.GetSession, {}, token)).status).toBe(401);
  });
});

describe.each(testDatabases())('idle sessions on $name', (testDb) => {
  const idleMs = 3_000;
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await testDb.open();
    app = await buildApp({ database, security: { sessionIdleMs: idleMs } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('a session in use stays signed in; one left unused for the idle time answers 401', async () => {
    const company = await createTestCompany(database);
    const token = await signIn(app, company.admin.userName);
    // A second sign-in, never used after it, ends after the idle time as well.
    const unused = await signIn(app, company.admin.userName);
    // Used every 0.7 s for 3.5 s in all: longer than the idle time since sign-in.
    for (let i = 0; i < 5; i++) {
      await pause(700);
      expect((await callApi(app, contract.auth.GetSession, {}, token)).status).toBe(200);
    }
    expect((await callApi(app, contract.auth.GetSession, {}, unused)).status).toBe(401);
    await pause(idleMs + 300);
    const expired = await callApi(app, contract.auth.GetSession, {}, token);
    expect(expired.status).toBe(401);
    expect(expired.errorMessage).toBe(Messages.notSignedIn);
  });
});

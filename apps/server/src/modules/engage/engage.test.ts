import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { errorMessage } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany } from '../../../test/factories';

const secret = 'engage-test-secret-of-at-least-32-characters';

function claimsOf(url: string): Record<string, unknown> {
  const token = new URL(url).searchParams.get('sso') ?? '';
  const [header = '', payload = '', signature = ''] = token.split('.');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  expect(signature).toBe(expected);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
    alg: 'HS256',
    typ: 'JWT',
  });
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

describe.each(testDatabases())('Engage single sign-on on $name', (testDb) => {
  const h = useApp(testDb);
  const saved = { url: process.env.ENGAGE_URL, secret: process.env.ENGAGE_SSO_SECRET };
  afterEach(() => {
    process.env.ENGAGE_URL = saved.url ?? '';
    process.env.ENGAGE_SSO_SECRET = saved.secret ?? '';
  });

  it('refuses while the engagement site is not configured, and the session says so', async () => {
    process.env.ENGAGE_URL = '';
    process.env.ENGAGE_SSO_SECRET = secret;
    const a = await createTestCompany(h.database);
    const token = await signIn(h.app, a.admin.userName);
    const refused = await callApi(h.app, contract.engage.GenerateSSO, {}, token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errorCode: 'EngageNotConfigured',
      errorMessage: errorMessage('EngageNotConfigured'),
    });
    process.env.ENGAGE_URL = 'https://engage.example.test/sso';
    process.env.ENGAGE_SSO_SECRET = 'too-short';
    expect((await callApi(h.app, contract.engage.GenerateSSO, {}, token)).status).toBe(409);
    const session = await callApi(h.app, contract.auth.GetSession, {}, token);
    expect(session.body.EngageSso).toBe(false);
    const anonymous = await callApi(h.app, contract.engage.GenerateSSO, {});
    expect(anonymous.status).toBe(401);
  });

  it('signs a 5-minute link with the caller, their company, email and a fresh nonce', async () => {
    process.env.ENGAGE_URL = 'https://engage.example.test/sso?site=hoa';
    process.env.ENGAGE_SSO_SECRET = secret;
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    // Any signed-in user may go: the link carries only who they are.
    const clerk = await addUser(h.database, a.companyId, { communityIds: [], grants: [] });
    const clerkToken = await signIn(h.app, clerk.userName);
    const session = await callApi(h.app, contract.auth.GetSession, {}, clerkToken);
    expect(session.body.EngageSso).toBe(true);

    const before = Math.floor(Date.now() / 1000);
    const first = await callApi(h.app, contract.engage.GenerateSSO, {}, clerkToken);
    expect(first.status, first.errorMessage).toBe(200);
    expect(first.body.Url).toMatch(/^https:\/\/engage\.example\.test\/sso\?site=hoa&sso=/);
    const claims = claimsOf(first.body.Url);
    expect(claims).toMatchObject({
      sub: String(session.body.UserId),
      company: a.companyId,
      email: session.body.EmailAddress,
    });
    expect(claims.exp).toBe(Number(claims.iat) + 300);
    expect(Number(claims.iat)).toBeGreaterThanOrEqual(before);
    expect(first.body.ExpiresAt).toBe(new Date(Number(claims.exp) * 1000).toISOString());
    const second = await callApi(h.app, contract.engage.GenerateSSO, {}, clerkToken);
    expect(claimsOf(second.body.Url).jti).not.toBe(claims.jti);

    const other = await callApi(
      h.app,
      contract.engage.GenerateSSO,
      {},
      await signIn(h.app, b.admin.userName),
    );
    expect(claimsOf(other.body.Url).company).toBe(b.companyId);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { contract } from '@hoa/contract';
import { Messages } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany, testPassword } from '../../../test/factories';
import { forgetSession } from './session-cache';
import { hashToken } from './tokens';

describe.each(testDatabases())('sign-in on $name', (testDb) => {
  const h = useApp(testDb);

  it('looks a session up once for the calls in flight when its cache entry has run out', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    forgetSession(hashToken(token));
    const lookups = vi.spyOn(h.database, 'withAuthLookup');
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          callApi(h.app, contract.accountingSetup.GetDefaultPeriods, { query: {} }, token),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 8 }, () => 200));
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('signs in, answers the session and signs out', async () => {
    const company = await createTestCompany(h.database, { tier: 2 });
    const login = await callApi(h.app, contract.auth.Login, {
      body: { userName: company.admin.userName.toUpperCase(), password: testPassword },
    });
    expect(login.status).toBe(200);
    expect(login.body.token).toMatch(/^[\w-]{43}$/);
    expect(login.body.session.CompanyId).toBe(company.companyId);
    expect(login.body.session.SubscriptionTier).toBe(2);
    expect(Date.parse(login.body.expiresAt) - Date.now()).toBeGreaterThan(11 * 3600_000);

    const session = await callApi(h.app, contract.auth.GetSession, {}, login.body.token);
    expect(session.status).toBe(200);
    expect(session.body.UserName).toBe(company.admin.userName);
    expect(session.body.Claims.length).toBeGreaterThan(20);

    const email = await callApi(h.app, contract.user.GetUserEmail, {}, login.body.token);
    expect(email.body).toEqual({ EmailAddress: `${company.admin.userName}@example.com` });

    expect((await callApi(h.app, contract.auth.Logout, {}, login.body.token)).status).toBe(200);
    const after = await callApi(h.app, contract.auth.GetSession, {}, login.body.token);
    expect(after.status).toBe(401);
    expect(after.errorMessage).toBe(Messages.notSignedIn);
  });

  it('refuses a wrong password and an unknown user with 401 and the same message', async () => {
    const company = await createTestCompany(h.database);
    const wrong = await callApi(h.app, contract.auth.Login, {
      body: { userName: company.admin.userName, password: 'not it' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.errorMessage).toBe(Messages.invalidCredentials);
    const unknown = await callApi(h.app, contract.auth.Login, {
      body: { userName: 'nobody-at-all', password: 'x' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.errorMessage).toBe(Messages.invalidCredentials);
  });

  it('refuses calls without a token, with a malformed one and with an unknown one', async () => {
    for (const token of [undefined, 'garbage', 'a'.repeat(43)]) {
      const result = await callApi(h.app, contract.staticData.GetAgentTypes, {}, token);
      expect(result.status).toBe(401);
      expect(result.errorMessage).toBe(Messages.notSignedIn);
    }
    const raw = await h.app.inject({
      method: 'GET',
      url: '/api/Crm/GetUserCommunityList',
      headers: { authorization: 'Basic abc' },
    });
    expect(raw.statusCode).toBe(401);
  });

  it('answers bad sign-in input with 400 and a message naming the field', async () => {
    const cases: { payload: unknown; expected: RegExp }[] = [
      { payload: { userName: 5, password: 'x' }, expected: /userName/ },
      { payload: { userName: 'a'.repeat(101), password: 'x' }, expected: /userName/ },
      { payload: { userName: 'a', password: 'x'.repeat(201) }, expected: /password/ },
      {
        payload: { userName: 'a', password: 'x', admin: true },
        expected: /Unknown body field: admin/,
      },
      { payload: { userName: '', password: 'x' }, expected: /User name is required/ },
      { payload: { password: 'x' }, expected: /userName/ },
      { payload: [], expected: /body/ },
    ];
    for (const c of cases) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: c.payload as object,
      });
      expect(response.statusCode, JSON.stringify(c.payload)).toBe(400);
      expect((JSON.parse(response.body) as { errorMessage: string }).errorMessage).toMatch(
        c.expected,
      );
    }
    const notJson = await h.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((JSON.parse(notJson.body) as { errorMessage: string }).errorMessage).toBeTruthy();
  });

  it('keeps a sign-in token usable by another signed-in session of the same user', async () => {
    const company = await createTestCompany(h.database);
    const a = await signIn(h.app, company.admin.userName);
    const b = await signIn(h.app, company.admin.userName);
    expect(a).not.toBe(b);
    await callApi(h.app, contract.auth.Logout, {}, a);
    expect((await callApi(h.app, contract.auth.GetSession, {}, b)).status).toBe(200);
  });
});

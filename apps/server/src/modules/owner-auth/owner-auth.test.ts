import { allEndpoints, contract, type EndpointDef } from '@hoa/contract';
import { MaskedSecret } from '@hoa/domain';
import { describe, expect, it } from 'vitest';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { staffSeeSecretsMasked } from '../../../test/masked-mail';
import {
  invitedOwner,
  mailedOwnerCode,
  ownerPassword,
  ownerPortalWorld,
  registerOwner,
} from '../../../test/owner-portal-factories';

const { portal } = contract;

/** A request to an endpoint with every path parameter 1 and an empty body. */
function anyRequest(endpoint: EndpointDef, headers: Record<string, string>) {
  return {
    method: endpoint.method,
    url: endpoint.path.replace(/:[A-Za-z]+/g, '1'),
    headers,
    ...(endpoint.method === 'GET' ? {} : { payload: {} }),
  };
}

async function statusesOf(
  h: Harness,
  endpoints: readonly EndpointDef[],
  headers: Record<string, string>,
) {
  const answered = new Map<string, number>();
  for (const endpoint of endpoints) {
    const response = await h.app.inject(anyRequest(endpoint, headers));
    answered.set(`${endpoint.method} ${endpoint.path}`, response.statusCode);
  }
  return answered;
}

/** A company's owner invited to the portal by staff, and the registration details they type. */
async function invitation(h: Harness) {
  const company = await createTestCompany(h.database);
  const staff = await signIn(h.app, company.admin.userName);
  const invited = await invitedOwner(h, company, staff);
  const who = {
    RegistrationCode: invited.registrationCode,
    AccountNumber: invited.accountNumber,
    EmailAddress: invited.email,
  };
  return { company, staff, invited, who };
}

describe.each(testDatabases())('owner portal sign-in on $name', (testDb) => {
  const h = useApp(testDb);

  it('registers an owner from the letter code, account number and a mailed code, once', async () => {
    const { company, staff, invited, who } = await invitation(h);
    const wrongAccount = await callApi(h.app, portal.StartRegistration, {
      body: { ...who, AccountNumber: 'NOPE' },
    });
    expect([wrongAccount.status, wrongAccount.errorCode]).toEqual([400, 'RegistrationNotFound']);

    const started = await callApi(h.app, portal.StartRegistration, { body: who });
    expect(started.status).toBe(200);
    expect(started.body.CodeSentTo).toMatch(/^o•••@example\.com$/);
    const code = await mailedOwnerCode(h.database, company.companyId, invited.email);
    const mail = { companyId: company.companyId, to: invited.email, kind: 'owner-register-code' };
    expect(await staffSeeSecretsMasked(h, staff, mail, [code])).toContain(
      `Your code is ${MaskedSecret}.`,
    );
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrongTry = await callApi(h.app, portal.CompleteRegistration, {
      body: { ...who, EmailCode: wrong, Password: ownerPassword },
    });
    expect([wrongTry.status, wrongTry.errorCode]).toEqual([400, 'OwnerCodeWrong']);

    const done = await callApi(h.app, portal.CompleteRegistration, {
      body: { ...who, EmailCode: code, Password: ownerPassword },
    });
    expect(done.status).toBe(200);
    expect(done.body.token).toMatch(/^own_/);
    expect(done.body.session.Properties).toEqual([
      expect.objectContaining({
        PropertyAgentId: invited.propertyAgentId,
        AccountNumber: invited.accountNumber,
        CommunityAgentId: invited.communityAgentId,
      }),
    ]);
    const session = await callApi(h.app, portal.GetSession, {}, done.body.token);
    expect(session.body.EmailAddress).toBe(invited.email);

    // The invitation is used up: the same code registers no one again.
    const again = await callApi(h.app, portal.StartRegistration, { body: who });
    expect(again.status).toBe(400);
  });

  it('ends a mailed code after five wrong tries, and sends at most five codes an hour', async () => {
    const { company, invited, who } = await invitation(h);
    expect((await callApi(h.app, portal.StartRegistration, { body: who })).status).toBe(200);
    const code = await mailedOwnerCode(h.database, company.companyId, invited.email);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const tried = await callApi(h.app, portal.CompleteRegistration, {
        body: { ...who, EmailCode: wrong, Password: ownerPassword },
      });
      expect(tried.errorCode).toBe('OwnerCodeWrong');
    }
    const right = await callApi(h.app, portal.CompleteRegistration, {
      body: { ...who, EmailCode: code, Password: ownerPassword },
    });
    expect([right.status, right.errorCode]).toEqual([400, 'OwnerCodeExpired']);
    for (let i = 0; i < 4; i++)
      expect((await callApi(h.app, portal.StartRegistration, { body: who })).status).toBe(200);
    const sixth = await callApi(h.app, portal.StartRegistration, { body: who });
    expect([sixth.status, sixth.errorCode]).toEqual([429, 'TooManyOwnerCodes']);
  });

  it('signs in and out, and resets a password with a single-use mailed code', async () => {
    const { company, staffToken, owners } = await ownerPortalWorld(h);
    const [owner] = owners;
    const bad = await callApi(h.app, portal.SignIn, {
      body: { EmailAddress: owner.email, Password: 'not the password' },
    });
    expect([bad.status, bad.errorCode]).toEqual([401, 'OwnerSignInFailed']);
    const signedIn = await callApi(h.app, portal.SignIn, {
      body: { EmailAddress: owner.email.toUpperCase(), Password: ownerPassword },
    });
    expect(signedIn.status).toBe(200);
    const out = await callApi(h.app, portal.SignOut, {}, signedIn.body.token);
    expect(out.status).toBe(200);
    expect((await callApi(h.app, portal.GetSession, {}, signedIn.body.token)).status).toBe(401);

    const unknown = await callApi(h.app, portal.RequestPasswordReset, {
      body: { EmailAddress: 'nobody@example.com' },
    });
    expect(unknown.status).toBe(200);
    expect(
      (await callApi(h.app, portal.RequestPasswordReset, { body: { EmailAddress: owner.email } }))
        .status,
    ).toBe(200);
    const code = await mailedOwnerCode(h.database, company.companyId, owner.email);
    const mail = { companyId: company.companyId, to: owner.email, kind: 'owner-reset-code' };
    expect(await staffSeeSecretsMasked(h, staffToken, mail, [code])).toContain(
      `Your code is ${MaskedSecret}.`,
    );
    const reset = { EmailAddress: owner.email, Code: code, Password: 'a new heron password' };
    expect((await callApi(h.app, portal.ResetPassword, { body: reset })).status).toBe(200);
    // The session opened at registration ended with the reset; the code works once.
    expect((await callApi(h.app, portal.GetSession, {}, owner.token)).status).toBe(401);
    const reused = await callApi(h.app, portal.ResetPassword, { body: reset });
    expect([reused.status, reused.errorCode]).toEqual([400, 'OwnerCodeExpired']);
    const withNew = await callApi(h.app, portal.SignIn, {
      body: { EmailAddress: owner.email, Password: 'a new heron password' },
    });
    expect(withNew.status).toBe(200);
  });

  it('answers 403 to an owner on every back-office call, and to staff on every owner call', async () => {
    const { staffToken, owners } = await ownerPortalWorld(h);
    const [owner, other] = owners;
    const staffCalls = allEndpoints.filter((e) => e.auth !== 'public' && e.auth !== 'owner');
    const ownerCalls = allEndpoints.filter((e) => e.auth === 'owner');
    expect(staffCalls.length).toBeGreaterThan(600);

    const byBearer = await statusesOf(h, staffCalls, { authorization: `Bearer ${owner.token}` });
    const byCookie = await statusesOf(h, staffCalls, {
      cookie: `hoa_owner_session=${owner.token}`,
    });
    const notRefused = [...byBearer, ...byCookie].filter(([, status]) => status !== 403);
    expect(notRefused).toEqual([]);
    expect(byBearer.size).toBe(staffCalls.length);

    const byStaff = await statusesOf(h, ownerCalls, { authorization: `Bearer ${staffToken}` });
    expect([...byStaff].filter(([, status]) => status !== 403)).toEqual([]);

    // The owner's session lists their own property only, never another owner's.
    const session = await callApi(h.app, portal.GetSession, {}, owner.token);
    expect(session.body.Properties.map((p) => p.PropertyAgentId)).toEqual([owner.propertyAgentId]);
    expect(session.body.Properties.map((p) => p.PropertyAgentId)).not.toContain(
      other.propertyAgentId,
    );
  });

  it('blocks registration codes after ten refusals from one address, and no other address', async () => {
    const { who } = await invitation(h);
    const guesser = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
    const start = async (body: typeof who, remoteAddress: string) => {
      const response = await h.app.inject({
        method: 'POST',
        url: portal.StartRegistration.path,
        remoteAddress,
        payload: body,
      });
      return response.statusCode;
    };
    for (let i = 0; i < 10; i++) {
      expect(await start({ ...who, AccountNumber: `NOPE${i}` }, guesser), `try ${i + 1}`).toBe(400);
    }
    // The guesser is stopped, even with the right code; the owner, from their own address, is not.
    expect(await start(who, guesser)).toBe(429);
    expect((await callApi(h.app, portal.StartRegistration, { body: who })).status).toBe(200);
  });

  it('registers owners of two companies apart: an address signs in to one account only', async () => {
    const { owners } = await ownerPortalWorld(h);
    const company = await createTestCompany(h.database);
    const staff = await signIn(h.app, company.admin.userName);
    const invited = await invitedOwner(h, company, staff);
    const taken = await callApi(h.app, portal.StartRegistration, {
      body: {
        RegistrationCode: invited.registrationCode,
        AccountNumber: invited.accountNumber,
        EmailAddress: owners[0].email,
      },
    });
    expect([taken.status, taken.errorCode]).toEqual([409, 'OwnerEmailTaken']);
    const registered = await registerOwner(h, company.companyId, invited);
    expect(registered.token).toMatch(/^own_/);
  });
});

import { allEndpoints, contract, type EndpointDef } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { CodeTypeId, MaskedSecret, PortalRole, portalRightsOf } from '@hoa/domain';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { fetchFile, SampleFiles, uploadFile } from '../../../test/attachments-factories';
import { testDatabases } from '../../../test/databases';
import { staffSeeSecretsMasked } from '../../../test/masked-mail';
import {
  code,
  violationOf,
  mailedOwnerCode,
  ownerPassword,
  ownerPortalWorld,
  type PortalOwner,
} from '../../../test/owner-portal-factories';

const { portal, portalAccount, portalHousehold, portalPayments, portalRequests } = contract;

/** The registration code of the latest invitation mailed to the address. */
async function mailedInvitationCode(h: Harness, companyId: number, email: string) {
  const [mail] = await h.database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ body: string }>(
      tx,
      sql`select body from mail_outbox where to_address = ${email}
           and kind = 'owner-household-invitation' order by id desc limit 1`,
    ),
  );
  const code = /Registration code: (\S+)/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no invitation mailed to ${email}`);
  return code;
}

/** The owner invites a person with the role; answers their id, address and mailed code. */
async function invite(h: Harness, companyId: number, owner: PortalOwner, role: 2 | 3) {
  const email = `${role === PortalRole.Renter ? 'renter' : 'member'}-${String(Date.now())}@example.com`;
  const invited = await callApi(
    h.app,
    portalHousehold.InviteHouseholdMember,
    {
      body: {
        PropertyAgentId: owner.propertyAgentId,
        PortalRoleId: role,
        Name: 'Robin Heron',
        EmailAddress: email,
      },
    },
    owner.token,
  );
  expect(invited.status).toBe(200);
  return {
    id: invited.body.HouseholdMemberId,
    email,
    code: await mailedInvitationCode(h, companyId, email),
  };
}

/** Registers the invited person with the mailed code; answers their session token. */
async function register(
  h: Harness,
  companyId: number,
  owner: PortalOwner,
  person: { email: string; code: string },
) {
  const who = {
    RegistrationCode: person.code,
    AccountNumber: owner.accountNumber,
    EmailAddress: person.email,
  };
  const started = await callApi(h.app, portal.StartRegistration, { body: who });
  expect(started.status).toBe(200);
  const EmailCode = await mailedOwnerCode(h.database, companyId, person.email);
  const done = await callApi(h.app, portal.CompleteRegistration, {
    body: { ...who, EmailCode, Password: ownerPassword },
  });
  expect(done.status).toBe(200);
  return { token: done.body.token, session: done.body.session, who };
}

/** A person the owner invites with the role, registered; answers their session. */
async function invitedAndRegistered(
  h: Harness,
  companyId: number,
  owner: PortalOwner,
  role: 2 | 3,
) {
  return register(h, companyId, owner, await invite(h, companyId, owner, role));
}

/** A request to an endpoint with every path parameter 1 and an empty body. */
function anyRequest(endpoint: EndpointDef, token: string) {
  return {
    method: endpoint.method,
    url: endpoint.path.replace(/:[A-Za-z]+/g, '1'),
    headers: { authorization: `Bearer ${token}` },
    ...(endpoint.method === 'GET' ? {} : { payload: {} }),
  };
}

describe.each(testDatabases())('household members and renters on $name', (testDb) => {
  const h = useApp(testDb);

  it('invites a household member who registers once, signs in, sees the ledger and cannot pay', async () => {
    const { company, staffToken, owners } = await ownerPortalWorld(h);
    const [owner] = owners;
    const person = await invite(h, company.companyId, owner, PortalRole.HouseholdMember);
    const invitation = { companyId: company.companyId, to: person.email };
    const shown = await staffSeeSecretsMasked(
      h,
      staffToken,
      { ...invitation, kind: 'owner-household-invitation' },
      [person.code],
    );
    expect(shown).toContain(`Registration code: ${MaskedSecret}`);
    const listed = await callApi(h.app, portalHousehold.GetHousehold, {}, owner.token);
    expect(listed.body.map((p) => [p.HouseholdMemberId, p.State])).toEqual([
      [person.id, 'Invited'],
    ]);

    const registered = await register(h, company.companyId, owner, person);
    expect(registered.session).toMatchObject({
      PortalRoleId: PortalRole.HouseholdMember,
      DisplayName: 'Robin Heron',
      EmailAddress: person.email,
      IsBoardMember: false,
    });
    expect(registered.session.Properties.map((p) => p.PropertyAgentId)).toEqual([
      owner.propertyAgentId,
    ]);
    // The code is used up: it registers no one again.
    const again = await callApi(h.app, portal.StartRegistration, { body: registered.who });
    expect(again.status).toBe(400);

    const signedIn = await callApi(h.app, portal.SignIn, {
      body: { EmailAddress: person.email, Password: ownerPassword },
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token;
    expect(signedIn.body.session.Rights).toEqual([...portalRightsOf(PortalRole.HouseholdMember)]);
    const query = { propertyAgentId: owner.propertyAgentId };
    expect((await callApi(h.app, portalAccount.GetHome, {}, token)).status).toBe(200);
    expect((await callApi(h.app, portalAccount.GetLedger, { query }, token)).status).toBe(200);
    const pay = await callApi(
      h.app,
      portalPayments.MakeOneTimePayment,
      { body: { PropertyAgentId: owner.propertyAgentId } as never },
      token,
    );
    expect(pay.status).toBe(403);
    expect((await callApi(h.app, portalPayments.GetPaymentOptions, {}, token)).status).toBe(403);
    // Only the invited property, never the owner's other: the other owner's property is unseen.
    const otherLedger = await callApi(
      h.app,
      portalAccount.GetLedger,
      { query: { propertyAgentId: owners[1].propertyAgentId } },
      token,
    );
    expect(otherLedger.status).toBe(404);
    const state = await callApi(h.app, portalHousehold.GetHousehold, {}, owner.token);
    expect(state.body.map((p) => p.State)).toEqual(['Registered']);
  });

  it('answers a renter 403 on every call needing a right renters lack, and lets them see documents', async () => {
    const { company, owners, staffToken } = await ownerPortalWorld(h);
    const [owner] = owners;
    const renter = await invitedAndRegistered(h, company.companyId, owner, PortalRole.Renter);
    const rights: readonly string[] = portalRightsOf(PortalRole.Renter);
    const refused = allEndpoints.filter(
      (e) => e.auth === 'owner' && !rights.includes(e.portalRight ?? ''),
    );
    expect(refused.length).toBeGreaterThan(20);
    const answered: string[] = [];
    for (const endpoint of refused) {
      const response = await h.app.inject(anyRequest(endpoint, renter.token));
      if (response.statusCode !== 403) answered.push(`${endpoint.path} ${response.statusCode}`);
    }
    expect(answered).toEqual([]);
    expect((await callApi(h.app, portalAccount.GetDocuments, {}, renter.token)).status).toBe(200);
    // A violation's photo: the owner's to open, never the renter's (requests' files are theirs).
    const itemId = await violationOf(h, staffToken, owner);
    const photo = { fileName: 'curb.png', bytes: SampleFiles.png, contentType: 'image/png' };
    const added = await uploadFile(
      h.app,
      contract.ccr.AddCcrRecordPhoto,
      { TopsItemId: itemId },
      photo,
      staffToken,
    );
    expect(added.status).toBe(200);
    const seen = await callApi(
      h.app,
      contract.portalRequests.GetMyViolation,
      { params: { id: itemId } },
      owner.token,
    );
    const attachmentId = seen.body.Photos[0]?.TopsAttachmentId ?? 0;
    const file = `/api/Portal/GetMyFile/${itemId}/${attachmentId}`;
    expect((await fetchFile(h.app, file, owner.token)).status).toBe(200);
    expect((await fetchFile(h.app, file, renter.token)).status).toBe(404);
    expect((await callApi(h.app, portal.GetSession, {}, renter.token)).body.Rights).toEqual([
      ...rights,
    ]);
  });

  it('shows a renter only the requests they sent, with their files; the owner and a household member see all', async () => {
    const { company, owners, staffToken } = await ownerPortalWorld(h);
    const [owner] = owners;
    const renter = await invitedAndRegistered(h, company.companyId, owner, PortalRole.Renter);
    const member = await invitedAndRegistered(
      h,
      company.companyId,
      owner,
      PortalRole.HouseholdMember,
    );
    const photo = { fileName: 'leak.png', bytes: SampleFiles.png, contentType: 'image/png' };
    const send = async (token: string, fields: Record<string, string | number>) => {
      const sent = await uploadFile(
        h.app,
        portalRequests.SendRequest,
        { PropertyAgentId: owner.propertyAgentId, Description: '', ...fields },
        photo,
        token,
      );
      expect(sent.status, sent.errorMessage).toBe(200);
      return { id: sent.body.TopsItemId, photo: sent.body.Photos[0]?.TopsAttachmentId ?? 0 };
    };
    const listOf = async (token: string) =>
      (await callApi(h.app, portalRequests.GetMyRequests, {}, token)).body.map((r) => r.Subject);
    const byRenter = await send(renter.token, { Kind: 'Service', Subject: 'Dripping tap' });
    const byOwner = await send(owner.token, { Kind: 'General', Subject: 'Pool hours' });

    expect(await listOf(renter.token)).toEqual(['Dripping tap']);
    expect((await listOf(owner.token)).sort()).toEqual(['Dripping tap', 'Pool hours']);
    expect((await listOf(member.token)).sort()).toEqual(['Dripping tap', 'Pool hours']);
    const read = (token: string, id: number) =>
      callApi(h.app, portalRequests.GetMyRequest, { params: { id } }, token);
    expect((await read(renter.token, byOwner.id)).status).toBe(404);
    expect((await read(renter.token, byRenter.id)).status).toBe(200);
    expect((await read(owner.token, byRenter.id)).status).toBe(200);
    const file = (r: { id: number; photo: number }) =>
      `/api/Portal/GetMyFile/${String(r.id)}/${String(r.photo)}`;
    expect((await fetchFile(h.app, file(byOwner), renter.token)).status).toBe(404);
    expect((await fetchFile(h.app, file(byRenter), renter.token)).status).toBe(200);
    expect((await fetchFile(h.app, file(byRenter), owner.token)).status).toBe(200);

    // An architectural request the renter sends is theirs too; the household member's is not.
    const fence = await code(
      h,
      staffToken,
      owner.communityAgentId,
      CodeTypeId.ArchitecturalCode,
      'FENCE',
    );
    await send(renter.token, { Kind: 'Architectural', TopsCodeId: fence, Subject: 'New fence' });
    await send(member.token, { Kind: 'General', Subject: 'Parking permit' });
    expect((await listOf(renter.token)).sort()).toEqual(['Dripping tap', 'New fence']);
    expect(await listOf(owner.token)).toHaveLength(4);
  });

  it('ends a removed person’s sessions at once; another owner can neither see nor remove them', async () => {
    const { company, owners } = await ownerPortalWorld(h);
    const [owner, other] = owners;
    const person = await invite(h, company.companyId, owner, PortalRole.HouseholdMember);
    const { token } = await register(h, company.companyId, owner, person);
    expect((await callApi(h.app, portal.GetSession, {}, token)).status).toBe(200);

    expect((await callApi(h.app, portalHousehold.GetHousehold, {}, other.token)).body).toEqual([]);
    const params = { id: person.id };
    const byOther = await callApi(
      h.app,
      portalHousehold.RemoveHouseholdMember,
      { params },
      other.token,
    );
    expect(byOther.status).toBe(404);
    expect((await callApi(h.app, portal.GetSession, {}, token)).status).toBe(200);
    // A household member may not manage the household.
    const byMember = await callApi(h.app, portalHousehold.RemoveHouseholdMember, { params }, token);
    expect(byMember.status).toBe(403);

    const removed = await callApi(
      h.app,
      portalHousehold.RemoveHouseholdMember,
      { params },
      owner.token,
    );
    expect(removed.status).toBe(200);
    expect((await callApi(h.app, portal.GetSession, {}, token)).status).toBe(401);
    const signIn = await callApi(h.app, portal.SignIn, {
      body: { EmailAddress: person.email, Password: ownerPassword },
    });
    expect(signIn.status).toBe(401);
    const listed = await callApi(h.app, portalHousehold.GetHousehold, {}, owner.token);
    expect(listed.body.map((p) => p.State)).toEqual(['Removed']);
    const resend = await callApi(
      h.app,
      portalHousehold.ResendHouseholdInvitation,
      { params },
      owner.token,
    );
    expect([resend.status, resend.errorCode]).toEqual([409, 'HouseholdMemberRemoved']);
    // The owner's own session is untouched.
    expect((await callApi(h.app, portal.GetSession, {}, owner.token)).status).toBe(200);
  });

  it('makes invitation codes single-use and expiring; a resend ends the code before', async () => {
    const { company, owners } = await ownerPortalWorld(h);
    const [owner] = owners;
    const person = await invite(h, company.companyId, owner, PortalRole.Renter);
    const params = { id: person.id };
    expect(
      (await callApi(h.app, portalHousehold.ResendHouseholdInvitation, { params }, owner.token))
        .status,
    ).toBe(200);
    const fresh = await mailedInvitationCode(h, company.companyId, person.email);
    expect(fresh).not.toBe(person.code);
    const who = { AccountNumber: owner.accountNumber, EmailAddress: person.email };
    const old = await callApi(h.app, portal.StartRegistration, {
      body: { ...who, RegistrationCode: person.code },
    });
    expect([old.status, old.errorCode]).toEqual([400, 'RegistrationNotFound']);

    await h.database.withTenant({ companyId: company.companyId, userId: null }, (tx) =>
      tx.execute(sql`update portal_household_members
                        set invitation_code_expires_at = now() - interval '1 minute'
                      where id = ${person.id}`),
    );
    const expired = await callApi(h.app, portal.StartRegistration, {
      body: { ...who, RegistrationCode: fresh },
    });
    expect([expired.status, expired.errorCode]).toEqual([400, 'RegistrationExpired']);

    expect(
      (await callApi(h.app, portalHousehold.ResendHouseholdInvitation, { params }, owner.token))
        .status,
    ).toBe(200);
    const registered = await register(h, company.companyId, owner, {
      email: person.email,
      code: await mailedInvitationCode(h, company.companyId, person.email),
    });
    const reused = await callApi(h.app, portal.StartRegistration, { body: registered.who });
    expect([reused.status, reused.errorCode]).toEqual([400, 'RegistrationNotFound']);
    const resend = await callApi(
      h.app,
      portalHousehold.ResendHouseholdInvitation,
      { params },
      owner.token,
    );
    expect([resend.status, resend.errorCode]).toEqual([409, 'HouseholdMemberRegistered']);
  });
});

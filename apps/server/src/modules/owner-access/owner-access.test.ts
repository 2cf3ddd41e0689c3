import { contract, type EndpointDef, type RequestOf } from '@hoa/contract';
import { queryRows, sql, type Tx } from '@hoa/db';
import { MaskedSecret, OwnerPortalMessages, PermissionClaimNames } from '@hoa/domain';
import { describe, expect, it } from 'vitest';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { fullGrant, insertUser, type TestCompany } from '../../../test/factories';
import {
  invitedOwner,
  ownerPassword,
  portalStaffWorld,
  registerOwner,
} from '../../../test/owner-portal-factories';
import { insertBankAccount } from '../../../test/profile-factories';

const o = contract.ownerAccess;

/**
 * A company of the test's own, as its administrator: `call` sends with their token unless another
 * is given; `invited` adds an owner invited to the portal in the first community, their contact's
 * email set to their own ('own') or to none (null) where asked.
 */
async function adminWorld(h: Harness) {
  const { company, staffToken: token, communityAgentId: community } = await portalStaffWorld(h);
  const call = <E extends EndpointDef>(
    endpoint: E,
    request: Partial<RequestOf<E>> = {},
    as: string = token,
  ) => callApi(h.app, endpoint, request, as);
  const onTenant = <T>(work: (tx: Tx) => Promise<T>) =>
    h.database.withTenant({ companyId: company.companyId, userId: null }, work);
  const invited = async (email?: 'own' | null) => {
    const owner = await invitedOwner(h, company, token);
    if (email === undefined) return owner;
    await onTenant((tx) =>
      tx.execute(
        sql`update contacts set primary_email_address = ${email === 'own' ? owner.email : null}
             where agent_id = ${owner.ownerAgentId}`,
      ),
    );
    return owner;
  };
  /** The owner's access account as the back office shows it (null once deregistered). */
  const accountOf = async (ownerAgentId: number) =>
    (await call(o.GetOwnerAccessAccountForOwner, { query: { ownerAgentId } })).body;
  /** The mails sent to an address, oldest first. */
  const mailsTo = (email: string) =>
    onTenant((tx) =>
      queryRows<{ subject: string; body: string }>(
        tx,
        sql`select subject, body from mail_outbox where to_address = ${email} order by id`,
      ),
    );
  return { company, token, community, call, invited, accountOf, mailsTo, onTenant };
}

/** A user of the company with every claim on all its communities, but no administrator. */
async function nonAdminToken(h: Harness, company: TestCompany): Promise<string> {
  const userName = `mgr-${company.companyId}`;
  await h.database.withTenant({ companyId: company.companyId, userId: null }, (tx) =>
    insertUser(tx, company.companyId, {
      userName,
      communityIds: company.communityIds,
      grants: PermissionClaimNames.map((claim) => fullGrant(claim)),
    }),
  );
  return signIn(h.app, userName);
}

describe.each(testDatabases())('owner access (back office) on $name', (testDb) => {
  const h = useApp(testDb);

  it('saves company settings with a free portal address, and refuses one another company uses', async () => {
    const a = await adminWorld(h);
    const b = await adminWorld(h);
    const fresh = await a.call(o.GetCompanySettings, {});
    expect(fresh.body).toMatchObject({ IsNew: true, CompanyUrl: null, Theme: 1 });
    const url = `acme-${a.company.companyId}`;
    const saved = await a.call(o.SaveCompanySettings, {
      body: { CompanyUrl: url, Theme: 3, LogoImageUrl: '' },
    });
    expect(saved.body).toMatchObject({
      CompanyUrl: url,
      Theme: 3,
      LogoImageUrl: null,
      IsNew: false,
    });
    const own = await a.call(o.IsCompanyUrlAvailable, { query: { companyUrl: url } });
    expect(own.body.IsAvailable).toBe(true);
    const theirs = await b.call(o.IsCompanyUrlAvailable, { query: { companyUrl: url } });
    expect(theirs.body).toEqual({
      IsAvailable: false,
      Problem: OwnerPortalMessages.companyUrlTaken,
    });
    const taken = await b.call(o.SaveCompanySettings, {
      body: { CompanyUrl: url, Theme: 1, LogoImageUrl: null },
    });
    expect([taken.status, taken.errorMessage]).toEqual([409, OwnerPortalMessages.companyUrlTaken]);
    const bad = await b.call(o.SaveCompanySettings, {
      body: { CompanyUrl: '-x', Theme: 1, LogoImageUrl: null },
    });
    expect(bad.status).toBe(400);
    const themes = await a.call(o.GetThemes, {});
    expect(themes.body).toHaveLength(6);
  });

  it('answers 403 to a user who is not a company administrator, and 404 for another company', async () => {
    const { company, community, call } = await adminWorld(h);
    const other = await adminWorld(h);
    const manager = await nonAdminToken(h, company);
    const refused = [
      await call(o.GetCompanySettings, {}, manager),
      await call(
        o.SaveCompanySettings,
        { body: { CompanyUrl: 'abc', Theme: 1, LogoImageUrl: null } },
        manager,
      ),
      await call(o.GetCommunitySettings, { query: { communityAgentId: community } }, manager),
      await call(
        o.SaveCommunitySettings,
        { body: { AgentId: community, IsEnabled: false, BankAccountToken: null } },
        manager,
      ),
      await call(o.CompleteWizardStep, { body: { communityAgentId: community, step: 1 } }, manager),
      await call(o.SendRegistrationEmails, { body: { communityAgentId: community } }, manager),
      await call(
        o.CreateRegistrationLetters,
        { body: { communityAgentId: community, includeOwnersWithEmailAddresses: true } },
        manager,
      ),
      await call(
        o.AccrueOwnerAccessRegistrationEmailMessageBatch,
        { body: { communityAgentId: community } },
        manager,
      ),
      await call(o.PushCustomer, { body: {} }, manager),
      await call(o.CreateAdmin, { body: {} }, manager),
      await call(
        o.RegisterForInvitedOwner,
        {
          body: {
            ownerAccessAccountId: 1,
            sendEmailNotification: false,
            temporaryPassword: 'abcdefgh',
            temporaryPasswordConfirmation: 'abcdefgh',
          },
        },
        manager,
      ),
      await call(o.DeactivateOwnerAccessAccounts, { body: { ids: [1] } }, manager),
      await call(
        o.ReactivateOwnerAccessAccounts,
        { body: { ownerAccessAccountIds: [1] } },
        manager,
      ),
      await call(o.UnregisterOwnerAccessAccount, { params: { id: 1 } }, manager),
      await call(o.DeregisterOwnerAccessAccount, { params: { id: 1 } }, manager),
    ];
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 403));
    // Reads anyone of the company with the community may make.
    const summary = await call(
      o.GetOwnerAccessAccountSummaryForCommunity,
      { query: { communityAgentId: community } },
      manager,
    );
    expect(summary.status).toBe(200);
    expect((await call(o.IsCompanyLive, {}, manager)).body).toEqual({ IsLive: false });
    // Another company's community and account do not exist for this administrator.
    const theirCommunity = other.community;
    const theirs = await invitedOwner(h, other.company, other.token);
    const account = (await other.accountOf(theirs.ownerAgentId))?.OwnerAccessAccountId ?? 0;
    const notFound = [
      await call(o.GetCommunitySettings, { query: { communityAgentId: theirCommunity } }),
      await call(o.GetOwnerAccessAccountSummaryForCommunity, {
        query: { communityAgentId: theirCommunity },
      }),
      await call(o.GetOwnerAccessAccountForOwner, { query: { ownerAgentId: theirs.ownerAgentId } }),
      await call(o.DeactivateOwnerAccessAccounts, { body: { ids: [account] } }),
      await call(o.UnregisterOwnerAccessAccount, { params: { id: account } }),
      await call(o.DeregisterOwnerAccessAccount, { params: { id: account } }),
      await call(o.SendRegistrationEmails, { body: { communityAgentId: theirCommunity } }),
    ];
    expect(notFound.map((r) => r.status)).toEqual(notFound.map(() => 404));
  });

  it('walks the wizard: company, bank account of the community, payments, invitations, live', async () => {
    const { company, community, call } = await adminWorld(h);
    const otherCommunity = company.communityIds[1] ?? 0;
    const step = (n: number) =>
      call(o.CompleteWizardStep, { body: { communityAgentId: community, step: n } });
    expect((await step(1)).errorCode).toBe('PortalCompanyNotSetUp');
    await call(o.SaveCompanySettings, {
      body: { CompanyUrl: `wiz-${company.companyId}`, Theme: 2, LogoImageUrl: null },
    });
    expect((await step(3)).errorCode).toBe('PortalWizardStepOutOfOrder');
    expect((await step(1)).body.WizardStep).toBe(1);
    expect((await call(o.CustomerStatus, {})).body.CustomerStatus).toBe(1);
    const foreign = await insertBankAccount(h.database, company.companyId, otherCommunity);
    const wrong = await call(o.SaveCommunitySettings, {
      body: { AgentId: community, IsEnabled: false, BankAccountToken: foreign },
    });
    expect([wrong.status, wrong.errorCode]).toEqual([400, 'PortalBankAccountNotOfCommunity']);
    expect((await step(2)).errorCode).toBe('PortalNoBankAccount');
    const bank = await insertBankAccount(h.database, company.companyId, community);
    const saved = await call(o.SaveCommunitySettings, {
      body: { AgentId: community, IsEnabled: false, BankAccountToken: bank, AutopayDraftDay: 5 },
    });
    expect(saved.body).toMatchObject({
      BankAccountToken: bank,
      AutopayDraftDay: 5,
      IsEnabled: false,
    });
    for (const n of [2, 3, 4]) expect((await step(n)).body.WizardStep).toBe(n);
    const live = await step(5);
    expect(live.body).toMatchObject({ WizardStep: 5, IsEnabled: true });
    expect((await call(o.IsCompanyLive, {})).body.IsLive).toBe(true);
    expect((await call(o.IsDeactivated, {})).body.IsDeactivated).toBe(false);
    const base = (await call(o.GetBaseUri, {})).body.Uri;
    expect((await call(o.RedirectToPortal, { body: {} })).body.Uri).toBe(`${base}/portal/`);
    expect(
      (await call(o.GetPayNowUri, { query: { communityAgentId: community } })).body.Uri,
    ).toContain(`${base}/portal/`);
    const admin = await call(o.CreateAdmin, { body: {} });
    expect(admin.body.AdminUserId).toBe(company.admin.userId);
    expect((await call(o.PushCustomer, { body: {} })).body.CustomerStatus).toBe(2);
    expect(
      (await call(o.IsAdvanced, { query: { communityAgentId: community } })).body.IsAdvanced,
    ).toBe(false);
  });

  it('counts registered, pending and not invited owners with one-decimal percentages', async () => {
    const { company, community, call, invited, accountOf } = await adminWorld(h);
    await registerOwner(h, company.companyId, await invited());
    await invited();
    // A third owner never invited: invite then deregister.
    const third = await invited();
    const account = await accountOf(third.ownerAgentId);
    expect(account?.Status).toBe(1);
    const removed = await call(o.DeregisterOwnerAccessAccount, {
      params: { id: account?.OwnerAccessAccountId ?? 0 },
    });
    expect(removed.body).toEqual({ success: true });
    expect(await accountOf(third.ownerAgentId)).toBeNull();
    const summary = await call(o.GetOwnerAccessAccountSummaryForCommunity, {
      query: { communityAgentId: community },
    });
    expect(summary.body).toMatchObject({
      Total: 3,
      Registered: 1,
      Pending: 1,
      NotInvited: 1,
      RegisteredPercent: 33.3,
      PendingPercent: 33.3,
      NotInvitedPercent: 33.3,
    });
    expect(summary.body.Owners.map((r) => r.Status).sort()).toEqual([0, 1, 2]);
  });

  it('registers an invited owner with a temporary password; warns when a login exists', async () => {
    const world = await adminWorld(h);
    const { call, mailsTo } = world;
    const invited = await world.invited('own');
    const account = await world.accountOf(invited.ownerAgentId);
    const body = {
      ownerAccessAccountId: account?.OwnerAccessAccountId ?? 0,
      sendEmailNotification: true,
      temporaryPassword: 'Temp-pass-1',
      temporaryPasswordConfirmation: 'Temp-pass-2',
    };
    const mismatch = await call(o.RegisterForInvitedOwner, { body });
    expect([mismatch.status, mismatch.errorMessage]).toEqual([
      400,
      'The temporary password must equal its confirmation.',
    ]);
    const done = await call(o.RegisterForInvitedOwner, {
      body: { ...body, temporaryPasswordConfirmation: 'Temp-pass-1' },
    });
    expect(done.body.warning).toBeNull();
    expect(done.body.account).toMatchObject({
      Status: 2,
      LoginEmail: invited.email,
      MustChangePassword: true,
    });
    expect((await mailsTo(invited.email)).map((m) => m.subject)).toEqual([
      'Your owner portal account',
    ]);
    const signedIn = await callApi(h.app, contract.portal.SignIn, {
      body: { EmailAddress: invited.email, Password: 'Temp-pass-1' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.session.MustChangePassword).toBe(true);
    const again = await call(o.RegisterForInvitedOwner, {
      body: {
        ...body,
        temporaryPassword: 'Other-pass-9',
        temporaryPasswordConfirmation: 'Other-pass-9',
      },
    });
    expect(again.status).toBe(200);
    expect(again.body.warning).toBe(OwnerPortalMessages.loginExists);
    const old = await callApi(h.app, contract.portal.SignIn, {
      body: { EmailAddress: invited.email, Password: 'Other-pass-9' },
    });
    expect(old.status).toBe(401);
  });

  it('deactivates (sessions end) and reactivates; unregisters, and the owner registers anew with the new code', async () => {
    const { company, call, invited } = await adminWorld(h);
    const owner = await registerOwner(h, company.companyId, await invited());
    const session = () => call(contract.portal.GetSession, {}, owner.token);
    expect((await session()).status).toBe(200);
    const off = await call(o.DeactivateOwnerAccessAccounts, {
      body: { ids: [owner.ownerAccessAccountId] },
    });
    expect(off.body.Changed).toBe(1);
    expect((await session()).status).toBe(401);
    const refusedSignIn = await callApi(h.app, contract.portal.SignIn, {
      body: { EmailAddress: owner.email, Password: ownerPassword },
    });
    expect(refusedSignIn.status).toBe(403);
    const on = await call(o.ReactivateOwnerAccessAccounts, {
      body: { ownerAccessAccountIds: [owner.ownerAccessAccountId] },
    });
    expect(on.body.Changed).toBe(1);
    const back = await callApi(h.app, contract.portal.SignIn, {
      body: { EmailAddress: owner.email, Password: ownerPassword },
    });
    expect(back.status).toBe(200);

    const un = await call(o.UnregisterOwnerAccessAccount, {
      params: { id: owner.ownerAccessAccountId },
    });
    expect(un.body.account).toMatchObject({ Status: 1, LoginEmail: null });
    expect(un.body.RegistrationCode).not.toBe(owner.registrationCode);
    expect((await call(contract.portal.GetSession, {}, back.body.token)).status).toBe(401);
    const oldCode = await callApi(h.app, contract.portal.StartRegistration, {
      body: {
        RegistrationCode: owner.registrationCode,
        AccountNumber: owner.accountNumber,
        EmailAddress: owner.email,
      },
    });
    expect(oldCode.status).toBe(400);
    const anew = await registerOwner(h, company.companyId, {
      ...owner,
      registrationCode: un.body.RegistrationCode,
    });
    expect(anew.ownerAccessAccountId).toBe(owner.ownerAccessAccountId);
  });

  it('emails registration codes that register through the portal, and makes letters and a message batch', async () => {
    const { company, token, community, call, invited, mailsTo } = await adminWorld(h);
    const withEmail = await invited('own');
    const noEmail = await invited(null);
    await registerOwner(h, company.companyId, await invited('own'));

    const sent = await call(o.SendRegistrationEmails, { body: { communityAgentId: community } });
    expect(sent.body).toEqual({ Sent: 1, Skipped: 1 });
    const [mail] = await mailsTo(withEmail.email);
    expect(mail?.body).toContain(`Account number: ${withEmail.accountNumber}`);
    expect(mail?.body).toContain('/portal/');
    const code = /Registration code: ([A-Z0-9-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(code).not.toBe(withEmail.registrationCode);
    const owner = await registerOwner(h, company.companyId, {
      ...withEmail,
      registrationCode: code,
    });
    expect(owner.token).toMatch(/^own_/);

    const letters = await h.app.inject({
      method: 'POST',
      url: o.CreateRegistrationLetters.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { communityAgentId: community, includeOwnersWithEmailAddresses: false },
    });
    expect(letters.statusCode).toBe(200);
    expect(letters.headers['content-type']).toBe('application/pdf');
    expect(letters.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // The letter gave the owner without email a new code: the first one no longer works.
    const stale = await callApi(h.app, contract.portal.StartRegistration, {
      body: {
        RegistrationCode: noEmail.registrationCode,
        AccountNumber: noEmail.accountNumber,
        EmailAddress: noEmail.email,
      },
    });
    expect(stale.status).toBe(400);

    await invited('own');
    const batch = await call(o.AccrueOwnerAccessRegistrationEmailMessageBatch, {
      body: { communityAgentId: community },
    });
    expect(batch.body).toMatchObject({ Sent: 1, Skipped: 1 });
    const header = await call(contract.messageBatches.GetMessageBatchReviewHeader, {
      query: { messageBatchItemId: batch.body.TopsItemId },
    });
    expect(header.status).toBe(200);
  });

  it('shows staff a registration code nowhere: the batch’s recipients, header, dry run and the outbox mask it; the owner’s email carries it', async () => {
    const { company, community, call, invited, mailsTo, onTenant } = await adminWorld(h);
    const owner = await invited('own');
    const batch = await call(o.AccrueOwnerAccessRegistrationEmailMessageBatch, {
      body: { communityAgentId: community },
    });
    expect(batch.body).toMatchObject({ Sent: 1, Skipped: 0 });
    const messageBatchItemId = batch.body.TopsItemId;
    const [kept] = await onTenant((tx) =>
      queryRows<{ code: string }>(
        tx,
        sql`select source_merge_values->>'RegistrationCode' as code
              from message_batch_recipients where item_id = ${messageBatchItemId}`,
      ),
    );
    const code = kept?.code ?? '';
    expect(code).toMatch(/^[A-Z0-9-]{6,}$/);
    const mb = contract.messageBatches;
    const query = { messageBatchItemId };
    const staffReads = [
      await call(mb.GetMessageBatchRecipients, { query }),
      await call(mb.GetMessageBatchReviewHeader, { query }),
      await call(mb.GetMessageBatchDryRun, { query }),
      await call(mb.GetMessageBatches, { query: { communityAgentId: community } }),
    ];
    expect(staffReads.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const read of staffReads) expect(JSON.stringify(read.body)).not.toContain(code);

    const released = await call(mb.ReleaseMessageBatch, { body: query });
    expect(released.status, released.errorMessage).toBe(200);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.body).toContain(`Registration code: ${code}`);
    const outbox = await call(contract.mail.GetOutbox, { query: {} });
    const shown = outbox.body.Mails.find((m) => m.ToAddress === owner.email);
    expect(shown?.Body).toContain(`Registration code: ${MaskedSecret}`);
    expect(JSON.stringify(outbox.body)).not.toContain(code);
    const registered = await registerOwner(h, company.companyId, {
      ...owner,
      registrationCode: code,
    });
    expect(registered.token).toMatch(/^own_/);

    // Emailed at once, the code is masked in the outbox the same way.
    const again = await invited('own');
    await call(o.SendRegistrationEmails, { body: { communityAgentId: community } });
    const [sent] = await mailsTo(again.email);
    const sentCode = /Registration code: ([A-Z0-9-]+)/.exec(sent?.body ?? '')?.[1] ?? '';
    expect(sentCode).not.toBe('');
    const listed = await call(contract.mail.GetOutbox, { query: {} });
    expect(listed.body.Mails.find((m) => m.ToAddress === again.email)?.Body).toContain(
      `Registration code: ${MaskedSecret}`,
    );
    expect(JSON.stringify(listed.body)).not.toContain(sentCode);
  });
});

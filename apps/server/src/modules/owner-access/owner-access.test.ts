import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { OwnerPortalMessages, PermissionClaimNames } from '@hoa/domain';
import { describe, expect, it } from 'vitest';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import {
  createTestCompany,
  fullGrant,
  insertUser,
  type TestCompany,
} from '../../../test/factories';
import { invitedOwner, ownerPassword, registerOwner } from '../../../test/owner-portal-factories';
import { insertBankAccount } from '../../../test/profile-factories';

const o = contract.ownerAccess;

async function setEmail(h: Harness, companyId: number, agentId: number, email: string | null) {
  await h.database.withTenant({ companyId, userId: null }, (tx) =>
    tx.execute(
      sql`update contacts set primary_email_address = ${email} where agent_id = ${agentId}`,
    ),
  );
}

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

async function mailsTo(h: Harness, companyId: number, email: string) {
  return h.database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ subject: string; body: string }>(
      tx,
      sql`select subject, body from mail_outbox where to_address = ${email} order by id`,
    ),
  );
}

describe.each(testDatabases())('owner access (back office) on $name', (testDb) => {
  const h = useApp(testDb);

  it('saves company settings with a free portal address, and refuses one another company uses', async () => {
    const a = await createTestCompany(h.database);
    const b = await createTestCompany(h.database);
    const ta = await signIn(h.app, a.admin.userName);
    const tb = await signIn(h.app, b.admin.userName);
    const fresh = await callApi(h.app, o.GetCompanySettings, {}, ta);
    expect(fresh.body).toMatchObject({ IsNew: true, CompanyUrl: null, Theme: 1 });
    const url = `acme-${a.companyId}`;
    const saved = await callApi(
      h.app,
      o.SaveCompanySettings,
      { body: { CompanyUrl: url, Theme: 3, LogoImageUrl: '' } },
      ta,
    );
    expect(saved.body).toMatchObject({
      CompanyUrl: url,
      Theme: 3,
      LogoImageUrl: null,
      IsNew: false,
    });
    const own = await callApi(h.app, o.IsCompanyUrlAvailable, { query: { companyUrl: url } }, ta);
    expect(own.body.IsAvailable).toBe(true);
    const theirs = await callApi(
      h.app,
      o.IsCompanyUrlAvailable,
      { query: { companyUrl: url } },
      tb,
    );
    expect(theirs.body).toEqual({
      IsAvailable: false,
      Problem: OwnerPortalMessages.companyUrlTaken,
    });
    const taken = await callApi(
      h.app,
      o.SaveCompanySettings,
      { body: { CompanyUrl: url, Theme: 1, LogoImageUrl: null } },
      tb,
    );
    expect([taken.status, taken.errorMessage]).toEqual([409, OwnerPortalMessages.companyUrlTaken]);
    const bad = await callApi(
      h.app,
      o.SaveCompanySettings,
      { body: { CompanyUrl: '-x', Theme: 1, LogoImageUrl: null } },
      tb,
    );
    expect(bad.status).toBe(400);
    const themes = await callApi(h.app, o.GetThemes, {}, ta);
    expect(themes.body).toHaveLength(6);
  });

  it('answers 403 to a user who is not a company administrator, and 404 for another company', async () => {
    const company = await createTestCompany(h.database);
    const other = await createTestCompany(h.database);
    const manager = await nonAdminToken(h, company);
    const admin = await signIn(h.app, company.admin.userName);
    const community = company.communityIds[0] ?? 0;
    const refused = [
      await callApi(h.app, o.GetCompanySettings, {}, manager),
      await callApi(
        h.app,
        o.SaveCompanySettings,
        { body: { CompanyUrl: 'abc', Theme: 1, LogoImageUrl: null } },
        manager,
      ),
      await callApi(
        h.app,
        o.GetCommunitySettings,
        { query: { communityAgentId: community } },
        manager,
      ),
      await callApi(
        h.app,
        o.SaveCommunitySettings,
        { body: { AgentId: community, IsEnabled: false, BankAccountToken: null } },
        manager,
      ),
      await callApi(
        h.app,
        o.CompleteWizardStep,
        { body: { communityAgentId: community, step: 1 } },
        manager,
      ),
      await callApi(
        h.app,
        o.SendRegistrationEmails,
        { body: { communityAgentId: community } },
        manager,
      ),
      await callApi(
        h.app,
        o.CreateRegistrationLetters,
        { body: { communityAgentId: community, includeOwnersWithEmailAddresses: true } },
        manager,
      ),
      await callApi(
        h.app,
        o.AccrueOwnerAccessRegistrationEmailMessageBatch,
        { body: { communityAgentId: community } },
        manager,
      ),
      await callApi(h.app, o.PushCustomer, { body: {} }, manager),
      await callApi(h.app, o.CreateAdmin, { body: {} }, manager),
      await callApi(
        h.app,
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
      await callApi(h.app, o.DeactivateOwnerAccessAccounts, { body: { ids: [1] } }, manager),
      await callApi(
        h.app,
        o.ReactivateOwnerAccessAccounts,
        { body: { ownerAccessAccountIds: [1] } },
        manager,
      ),
      await callApi(h.app, o.UnregisterOwnerAccessAccount, { params: { id: 1 } }, manager),
      await callApi(h.app, o.DeregisterOwnerAccessAccount, { params: { id: 1 } }, manager),
    ];
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 403));
    // Reads anyone of the company with the community may make.
    const summary = await callApi(
      h.app,
      o.GetOwnerAccessAccountSummaryForCommunity,
      { query: { communityAgentId: community } },
      manager,
    );
    expect(summary.status).toBe(200);
    expect((await callApi(h.app, o.IsCompanyLive, {}, manager)).body).toEqual({ IsLive: false });
    // Another company's community and account do not exist for this administrator.
    const theirCommunity = other.communityIds[0] ?? 0;
    const otherStaff = await signIn(h.app, other.admin.userName);
    const theirs = await invitedOwner(h, other, otherStaff);
    const [account] = await h.database.withTenant(
      { companyId: other.companyId, userId: null },
      (tx) =>
        queryRows<{ id: number }>(
          tx,
          sql`select id from owner_access_accounts where owner_agent_id = ${theirs.ownerAgentId}`,
        ),
    );
    const notFound = [
      await callApi(
        h.app,
        o.GetCommunitySettings,
        { query: { communityAgentId: theirCommunity } },
        admin,
      ),
      await callApi(
        h.app,
        o.GetOwnerAccessAccountSummaryForCommunity,
        { query: { communityAgentId: theirCommunity } },
        admin,
      ),
      await callApi(
        h.app,
        o.GetOwnerAccessAccountForOwner,
        { query: { ownerAgentId: theirs.ownerAgentId } },
        admin,
      ),
      await callApi(
        h.app,
        o.DeactivateOwnerAccessAccounts,
        { body: { ids: [Number(account?.id)] } },
        admin,
      ),
      await callApi(
        h.app,
        o.UnregisterOwnerAccessAccount,
        { params: { id: Number(account?.id) } },
        admin,
      ),
      await callApi(
        h.app,
        o.DeregisterOwnerAccessAccount,
        { params: { id: Number(account?.id) } },
        admin,
      ),
      await callApi(
        h.app,
        o.SendRegistrationEmails,
        { body: { communityAgentId: theirCommunity } },
        admin,
      ),
    ];
    expect(notFound.map((r) => r.status)).toEqual(notFound.map(() => 404));
  });

  it('walks the wizard: company, bank account of the community, payments, invitations, live', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const community = company.communityIds[0] ?? 0;
    const otherCommunity = company.communityIds[1] ?? 0;
    const step = (n: number) =>
      callApi(
        h.app,
        o.CompleteWizardStep,
        { body: { communityAgentId: community, step: n } },
        token,
      );
    expect((await step(1)).errorCode).toBe('PortalCompanyNotSetUp');
    await callApi(
      h.app,
      o.SaveCompanySettings,
      { body: { CompanyUrl: `wiz-${company.companyId}`, Theme: 2, LogoImageUrl: null } },
      token,
    );
    expect((await step(3)).errorCode).toBe('PortalWizardStepOutOfOrder');
    expect((await step(1)).body.WizardStep).toBe(1);
    expect((await callApi(h.app, o.CustomerStatus, {}, token)).body.CustomerStatus).toBe(1);
    const foreign = await insertBankAccount(h.database, company.companyId, otherCommunity);
    const wrong = await callApi(
      h.app,
      o.SaveCommunitySettings,
      { body: { AgentId: community, IsEnabled: false, BankAccountToken: foreign } },
      token,
    );
    expect([wrong.status, wrong.errorCode]).toEqual([400, 'PortalBankAccountNotOfCommunity']);
    expect((await step(2)).errorCode).toBe('PortalNoBankAccount');
    const bank = await insertBankAccount(h.database, company.companyId, community);
    const saved = await callApi(
      h.app,
      o.SaveCommunitySettings,
      {
        body: { AgentId: community, IsEnabled: false, BankAccountToken: bank, AutopayDraftDay: 5 },
      },
      token,
    );
    expect(saved.body).toMatchObject({
      BankAccountToken: bank,
      AutopayDraftDay: 5,
      IsEnabled: false,
    });
    for (const n of [2, 3, 4]) expect((await step(n)).body.WizardStep).toBe(n);
    const live = await step(5);
    expect(live.body).toMatchObject({ WizardStep: 5, IsEnabled: true });
    expect((await callApi(h.app, o.IsCompanyLive, {}, token)).body.IsLive).toBe(true);
    expect((await callApi(h.app, o.IsDeactivated, {}, token)).body.IsDeactivated).toBe(false);
    const base = (await callApi(h.app, o.GetBaseUri, {}, token)).body.Uri;
    expect((await callApi(h.app, o.RedirectToPortal, { body: {} }, token)).body.Uri).toBe(
      `${base}/portal/`,
    );
    expect(
      (await callApi(h.app, o.GetPayNowUri, { query: { communityAgentId: community } }, token)).body
        .Uri,
    ).toContain(`${base}/portal/`);
    const admin = await callApi(h.app, o.CreateAdmin, { body: {} }, token);
    expect(admin.body.AdminUserId).toBe(company.admin.userId);
    expect((await callApi(h.app, o.PushCustomer, { body: {} }, token)).body.CustomerStatus).toBe(2);
    expect(
      (await callApi(h.app, o.IsAdvanced, { query: { communityAgentId: community } }, token)).body
        .IsAdvanced,
    ).toBe(false);
  });

  it('counts registered, pending and not invited owners with one-decimal percentages', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const community = company.communityIds[0] ?? 0;
    await registerOwner(h, company.companyId, await invitedOwner(h, company, token));
    await invitedOwner(h, company, token);
    // A third owner never invited: invite then deregister.
    const third = await invitedOwner(h, company, token);
    const account = await callApi(
      h.app,
      o.GetOwnerAccessAccountForOwner,
      { query: { ownerAgentId: third.ownerAgentId } },
      token,
    );
    expect(account.body?.Status).toBe(1);
    const removed = await callApi(
      h.app,
      o.DeregisterOwnerAccessAccount,
      { params: { id: account.body?.OwnerAccessAccountId ?? 0 } },
      token,
    );
    expect(removed.body).toEqual({ success: true });
    expect(
      (
        await callApi(
          h.app,
          o.GetOwnerAccessAccountForOwner,
          { query: { ownerAgentId: third.ownerAgentId } },
          token,
        )
      ).body,
    ).toBeNull();
    const summary = await callApi(
      h.app,
      o.GetOwnerAccessAccountSummaryForCommunity,
      { query: { communityAgentId: community } },
      token,
    );
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
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const invited = await invitedOwner(h, company, token);
    await setEmail(h, company.companyId, invited.ownerAgentId, invited.email);
    const account = (
      await callApi(
        h.app,
        o.GetOwnerAccessAccountForOwner,
        { query: { ownerAgentId: invited.ownerAgentId } },
        token,
      )
    ).body;
    const id = account?.OwnerAccessAccountId ?? 0;
    const body = {
      ownerAccessAccountId: id,
      sendEmailNotification: true,
      temporaryPassword: 'Temp-pass-1',
      temporaryPasswordConfirmation: 'Temp-pass-2',
    };
    const mismatch = await callApi(h.app, o.RegisterForInvitedOwner, { body }, token);
    expect([mismatch.status, mismatch.errorMessage]).toEqual([
      400,
      'The temporary password must equal its confirmation.',
    ]);
    const done = await callApi(
      h.app,
      o.RegisterForInvitedOwner,
      { body: { ...body, temporaryPasswordConfirmation: 'Temp-pass-1' } },
      token,
    );
    expect(done.body.warning).toBeNull();
    expect(done.body.account).toMatchObject({
      Status: 2,
      LoginEmail: invited.email,
      MustChangePassword: true,
    });
    expect((await mailsTo(h, company.companyId, invited.email)).map((m) => m.subject)).toEqual([
      'Your owner portal account',
    ]);
    const signedIn = await callApi(h.app, contract.portal.SignIn, {
      body: { EmailAddress: invited.email, Password: 'Temp-pass-1' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.session.MustChangePassword).toBe(true);
    const again = await callApi(
      h.app,
      o.RegisterForInvitedOwner,
      {
        body: {
          ...body,
          temporaryPassword: 'Other-pass-9',
          temporaryPasswordConfirmation: 'Other-pass-9',
        },
      },
      token,
    );
    expect(again.status).toBe(200);
    expect(again.body.warning).toBe(OwnerPortalMessages.loginExists);
    const old = await callApi(h.app, contract.portal.SignIn, {
      body: { EmailAddress: invited.email, Password: 'Other-pass-9' },
    });
    expect(old.status).toBe(401);
  });

  it('deactivates (sessions end) and reactivates; unregisters, and the owner registers anew with the new code', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const owner = await registerOwner(h, company.companyId, await invitedOwner(h, company, token));
    const session = () => callApi(h.app, contract.portal.GetSession, {}, owner.token);
    expect((await session()).status).toBe(200);
    const off = await callApi(
      h.app,
      o.DeactivateOwnerAccessAccounts,
      { body: { ids: [owner.ownerAccessAccountId] } },
      token,
    );
    expect(off.body.Changed).toBe(1);
    expect((await session()).status).toBe(401);
    const refusedSignIn = await callApi(h.app, contract.portal.SignIn, {
      body: { EmailAddress: owner.email, Password: ownerPassword },
    });
    expect(refusedSignIn.status).toBe(403);
    const on = await callApi(
      h.app,
      o.ReactivateOwnerAccessAccounts,
      { body: { ownerAccessAccountIds: [owner.ownerAccessAccountId] } },
      token,
    );
    expect(on.body.Changed).toBe(1);
    const back = await callApi(h.app, contract.portal.SignIn, {
      body: { EmailAddress: owner.email, Password: ownerPassword },
    });
    expect(back.status).toBe(200);

    const un = await callApi(
      h.app,
      o.UnregisterOwnerAccessAccount,
      { params: { id: owner.ownerAccessAccountId } },
      token,
    );
    expect(un.body.account).toMatchObject({ Status: 1, LoginEmail: null });
    expect(un.body.RegistrationCode).not.toBe(owner.registrationCode);
    expect((await callApi(h.app, contract.portal.GetSession, {}, back.body.token)).status).toBe(
      401,
    );
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
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const community = company.communityIds[0] ?? 0;
    const withEmail = await invitedOwner(h, company, token);
    await setEmail(h, company.companyId, withEmail.ownerAgentId, withEmail.email);
    const noEmail = await invitedOwner(h, company, token);
    await setEmail(h, company.companyId, noEmail.ownerAgentId, null);
    const registered = await registerOwner(
      h,
      company.companyId,
      await invitedOwner(h, company, token),
    );
    await setEmail(h, company.companyId, registered.ownerAgentId, registered.email);

    const sent = await callApi(
      h.app,
      o.SendRegistrationEmails,
      { body: { communityAgentId: community } },
      token,
    );
    expect(sent.body).toEqual({ Sent: 1, Skipped: 1 });
    const [mail] = await mailsTo(h, company.companyId, withEmail.email);
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

    const other = await invitedOwner(h, company, token);
    await setEmail(h, company.companyId, other.ownerAgentId, other.email);
    const batch = await callApi(
      h.app,
      o.AccrueOwnerAccessRegistrationEmailMessageBatch,
      { body: { communityAgentId: community } },
      token,
    );
    expect(batch.body).toMatchObject({ Sent: 1, Skipped: 1 });
    const header = await callApi(
      h.app,
      contract.messageBatches.GetMessageBatchReviewHeader,
      { query: { messageBatchItemId: batch.body.TopsItemId } },
      token,
    );
    expect(header.status).toBe(200);
  });
});

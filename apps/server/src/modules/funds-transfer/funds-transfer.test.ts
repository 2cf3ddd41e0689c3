import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { FundsTransferMessages as M, StatusId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { codeOf, enrolAndVerify, transferWorld } from '../../../test/funds-transfer-factories';
import { ledgerOf } from '../../../test/payables-factories';

const F = contract.fundsTransfer;
const T = contract.twoFactor;

describe.each(testDatabases())('funds transfer and two-factor on $name', (testDb) => {
  const h = useApp(testDb);

  it('enrols TOTP, verifies codes within one step, and keeps the factor per sign-in', async () => {
    const w = await transferWorld(h);
    const before = await callApi(h.app, T.TwoFactorAuthenticated, {}, w.token);
    expect(before.body).toEqual({
      TwoFactorAuthenticated: false,
      IsEnrolled: false,
      ExpiresAt: null,
    });
    const noFactor = await callApi(h.app, T.VerifyCode, { body: { twoFactor: '123456' } }, w.token);
    expect(noFactor.errorMessage).toBe(M.notEnrolled);
    const started = await callApi(h.app, T.InitiateTwoFactor, { body: {} }, w.token);
    expect(started.body.IsEnrolled).toBe(false);
    expect(started.body.OtpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}&/);
    expect(started.body.QrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const secret = started.body.Secret ?? '';
    const wrong = await callApi(
      h.app,
      T.VerifyCode,
      { body: { twoFactor: codeOf(secret, Date.now() / 1000 - 120) } },
      w.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.errorMessage).toBe(M.badCode);
    const previousStep = codeOf(secret, Date.now() / 1000 - 30);
    const ok = await callApi(h.app, T.VerifyCode, { body: { twoFactor: previousStep } }, w.token);
    expect(ok.body).toMatchObject({ TwoFactorAuthenticated: true, IsEnrolled: true });
    // A code is good once.
    const again = await callApi(
      h.app,
      T.VerifyCode,
      { body: { twoFactor: previousStep } },
      w.token,
    );
    expect(again.status).toBe(400);
    // Enrolled: a new challenge gives no secret; another sign-in is not verified.
    const challenge = await callApi(h.app, T.InitiateTwoFactor, { body: {} }, w.token);
    expect(challenge.body).toMatchObject({ IsEnrolled: true, Secret: null });
    const second = await signIn(h.app, w.company.admin.userName);
    expect((await callApi(h.app, T.TwoFactorAuthenticated, {}, second)).body).toMatchObject({
      TwoFactorAuthenticated: false,
      IsEnrolled: true,
    });
    // Replacing the authenticator needs a fresh code of the current one.
    const reset = { body: { Reset: true } };
    expect((await callApi(h.app, T.InitiateTwoFactor, reset, second)).status).toBe(403);
    const replaced = await callApi(h.app, T.InitiateTwoFactor, reset, w.token);
    expect(replaced.body.Secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(replaced.body.Secret).not.toBe(secret);
  });

  it('refuses a transfer without a fresh second factor, then posts it with one', async () => {
    const w = await transferWorld(h);
    const body = {
      CommunityAgentId: w.communityId,
      BankAccountIdFrom: w.bankAccountId,
      BankAccountIdTo: w.reserveBankAccountId,
      Amount: 30_000,
      Reference: 'To reserve',
      TransferDate: '2026-06-30',
    };
    const refused = await callApi(h.app, F.AccountFundsTransfer, { body }, w.token);
    expect(refused.status).toBe(403);
    expect(refused.errorMessage).toBe(M.twoFactorRequired);
    await enrolAndVerify(h, w.token);

    const to = await callApi(
      h.app,
      F.GetTransferToAccounts,
      { query: { bankAccountIdFrom: w.bankAccountId } },
      w.token,
    );
    expect(to.body.map((a) => a.BankAccountId)).toEqual([w.reserveBankAccountId]);
    const from = await callApi(
      h.app,
      F.GetTransferFromAccounts,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(from.body.find((a) => a.BankAccountId === w.bankAccountId)?.Balance).toBe(100_000);

    const posted = await callApi(h.app, F.AccountFundsTransfer, { body }, w.token);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({
      Status: 2,
      StatusName: 'Posted',
      Amount: 30_000,
      TopsStatusId: StatusId.Posted,
      Reference: 'To reserve',
    });
    expect(posted.body.TopsItemId).toBeGreaterThan(0);
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.cash]: 70_000,
      [w.reserveCash]: 30_000,
      [w.books.account.income]: -100_000,
    });

    const tooMuch = await callApi(
      h.app,
      F.AccountFundsTransfer,
      { body: { ...body, Amount: 70_001 } },
      w.token,
    );
    expect(tooMuch.errorMessage).toBe(
      'The amount is more than the balance of the account transferred from ($700.00).',
    );
    const otherCommunity = await callApi(
      h.app,
      F.AccountFundsTransfer,
      { body: { ...body, BankAccountIdTo: w.otherCommunityBankAccountId } },
      w.token,
    );
    expect(otherCommunity.errorMessage).toBe(M.toOtherCommunity);
    const same = await callApi(
      h.app,
      F.AccountFundsTransfer,
      { body: { ...body, BankAccountIdTo: w.bankAccountId } },
      w.token,
    );
    expect(same.errorMessage).toBe(M.sameAccount);
    const noTo = await callApi(
      h.app,
      F.AccountFundsTransfer,
      { body: { ...body, BankAccountIdTo: null } },
      w.token,
    );
    expect(noTo.errorMessage).toBe(M.toRequired);
    const longRef = await callApi(
      h.app,
      F.AccountFundsTransfer,
      { body: { ...body, Reference: 'x'.repeat(101) } },
      w.token,
    );
    expect(longRef.status).toBe(400);
  });

  it('keeps a future transfer pending until its date and cancels it with a reason', async () => {
    const w = await transferWorld(h);
    await enrolAndVerify(h, w.token);
    const pending = await callApi(
      h.app,
      F.AccountFundsTransfer,
      {
        body: {
          CommunityAgentId: w.communityId,
          BankAccountIdFrom: w.bankAccountId,
          BankAccountIdTo: w.reserveBankAccountId,
          Amount: 10_000,
          TransferDate: '2099-01-05',
        },
      },
      w.token,
    );
    expect(pending.body).toMatchObject({ Status: 1, StatusName: 'Pending', TopsItemId: null });
    const due = await callApi(
      h.app,
      F.PostDueTransfers,
      { body: { CommunityAgentId: w.communityId } },
      w.token,
    );
    expect(due.body.Posted).toEqual([]);
    const list = await callApi(
      h.app,
      F.GetFundsTransfers,
      { query: { communityAgentId: w.communityId, pendingOnly: 'true' } },
      w.token,
    );
    expect(list.body.map((t) => t.FundsTransferId)).toEqual([pending.body.FundsTransferId]);
    const cancel = (Reason: string) =>
      callApi(
        h.app,
        F.CancelFundsTransfer,
        { body: { FundsTransferId: pending.body.FundsTransferId, Reason } },
        w.token,
      );
    expect((await cancel('   ')).errorMessage).toBe(M.reasonRequired);
    expect((await cancel('x'.repeat(101))).status).toBe(400);
    const cancelled = await cancel('Entered twice');
    expect(cancelled.body).toMatchObject({ Status: 3, CancelReason: 'Entered twice' });
    expect((await cancel('Again')).errorMessage).toBe(M.notPending);
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.cash]: 100_000,
      [w.books.account.income]: -100_000,
    });
  });

  it('refuses callers without the claim (403) and other companies (404)', async () => {
    const w = await transferWorld(h);
    const other = await transferWorld(h);
    const nobody = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner')],
    });
    const token = await signIn(h.app, nobody.userName);
    await enrolAndVerify(h, token);
    await enrolAndVerify(h, other.token);
    const body = {
      CommunityAgentId: w.communityId,
      BankAccountIdFrom: w.bankAccountId,
      BankAccountIdTo: w.reserveBankAccountId,
      Amount: 100,
    };
    expect((await callApi(h.app, F.AccountFundsTransfer, { body }, token)).status).toBe(403);
    expect(
      (
        await callApi(
          h.app,
          F.GetFundsTransfers,
          { query: { communityAgentId: w.communityId } },
          token,
        )
      ).status,
    ).toBe(403);
    expect((await callApi(h.app, F.AccountFundsTransfer, { body }, other.token)).status).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          F.GetTransferToAccounts,
          { query: { bankAccountIdFrom: w.bankAccountId } },
          other.token,
        )
      ).status,
    ).toBe(404);
  });
});

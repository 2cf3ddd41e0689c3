import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { balancesOf, paymentWorld, trialBalanceOf } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { addSecurityDeposit } from '../../../test/security-deposit-factories';
import { addUser, fullGrant } from '../../../test/factories';

const S = contract.securityDeposits;

describe.each(testDatabases())('security deposits on $name', (testDb) => {
  const h = useApp(testDb);

  it('takes a deposit, posts it after review and refunds it to a payable account', async () => {
    const w = await paymentWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    const code = await callApi(
      h.app,
      S.GetCode,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(code.body).toMatchObject({
      CodeID: w.depositCodeId,
      CodeAlias: 'SD',
      PayableAccountId: w.books.account.payables,
    });
    const added = await addSecurityDeposit(h, w, one.ownerId);
    expect(added.body).toMatchObject({
      TopsStatusId: StatusId.Accrued,
      Amount: 50_000,
      AccountId: w.books.account.cash,
    });
    const before = await callApi(
      h.app,
      S.GetBalance,
      { query: { ownerAgentId: one.ownerId } },
      w.token,
    );
    expect(before.body.Balance).toBe(0);
    const posted = await callApi(
      h.app,
      S.PostSecurityDeposit,
      { body: { TopsItemId: added.body.TopsItemId } },
      w.token,
    );
    expect(posted.body.TopsStatusId).toBe(StatusId.Posted);
    const held = await callApi(
      h.app,
      S.GetBalance,
      { query: { ownerAgentId: one.ownerId } },
      w.token,
    );
    expect(held.body.Balance).toBe(50_000);
    expect(await balancesOf(w, one.ownerId)).toEqual({ SD: -50_000 });

    const refund = (amount: number, email = '') =>
      callApi(
        h.app,
        S.CreateVendorAndInvoice,
        {
          body: {
            CommunityAgentId: w.communityId,
            OwnerAgentId: one.ownerId,
            Amount: amount,
            RefundDate: '2026-06-30',
            VendorName: 'Owner1 Home001',
            VendorEmail: email,
          },
        },
        w.token,
      );
    const refunded = await refund(20_000, 'owner1@example.com');
    expect(refunded.body).toMatchObject({
      TopsTxnTypeId: 83,
      TopsStatusId: StatusId.Posted,
      Amount: 20_000,
      AccountId: w.books.account.payables,
    });
    const tooMuch = await refund(30_001);
    expect(tooMuch.errorMessage).toBe('The refund is more than the security deposit held.');
    const badEmail = await refund(100, 'owner1@');
    expect(badEmail.errorMessage).toBe('The vendor email is not a valid email address.');
    // Cash $500.00 in; the liability holds $300.00; $200.00 is payable to the owner.
    expect(await trialBalanceOf(w)).toEqual({
      [w.books.account.cash]: 50_000,
      [w.depositLiability]: -30_000,
      [w.books.account.payables]: -20_000,
    });
    const list = await callApi(
      h.app,
      S.GetSecurityDeposits,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(list.body.Rows.map((r) => [r.TopsTxnTypeId, r.Amount])).toEqual([
      [83, 20_000],
      [82, 50_000],
    ]);
  });

  it('refuses callers without the claim (403) and other companies (404)', async () => {
    const w = await paymentWorld(h);
    const other = await paymentWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    const nobody = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner')],
    });
    const token = await signIn(h.app, nobody.userName);
    const body = {
      CommunityAgentId: w.communityId,
      OwnerAgentId: one.ownerId,
      BankAccountId: w.bankAccountId,
      Amount: 1_000,
      EventDate: '2026-02-01',
    };
    expect((await callApi(h.app, S.AddSecurityDeposit, { body }, token)).status).toBe(403);
    const added = await callApi(h.app, S.AddSecurityDeposit, { body }, w.token);
    expect(
      (
        await callApi(
          h.app,
          S.GetSummary,
          { query: { itemId: added.body.TopsItemId } },
          other.token,
        )
      ).status,
    ).toBe(404);
    expect((await callApi(h.app, S.AddSecurityDeposit, { body }, other.token)).status).toBe(404);
    expect(
      (await callApi(h.app, S.GetBalance, { query: { ownerAgentId: one.ownerId } }, other.token))
        .status,
    ).toBe(404);
  });
});

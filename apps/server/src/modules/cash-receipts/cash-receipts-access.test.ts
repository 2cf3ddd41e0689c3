import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { OwnerLedgerMessages, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  balancesOf,
  paymentWorld,
  postCharge,
  trialBalanceOf,
} from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';

const C = contract.cashReceipts;

describe.each(testDatabases())('cash receipt access and removal on $name', (testDb) => {
  const h = useApp(testDb);

  it('refuses callers without the claim (403) and other companies’ items (404)', async () => {
    const w = await paymentWorld(h);
    const other = await paymentWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    const body = {
      CommunityAgentId: w.communityId,
      OwnerAgentId: one.ownerId,
      BankAccountId: w.bankAccountId,
      Amount: 1_000,
      EventDate: '2026-03-05',
      Post: true,
    };
    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [{ ...fullGrant('arownerpayments'), CanCreate: false }],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const refused = await callApi(h.app, C.AddCashReceipt, { body }, readerToken);
    expect(refused.status).toBe(403);
    const paid = await callApi(h.app, C.AddCashReceipt, { body }, w.token);
    expect(paid.status).toBe(200);
    const read = await callApi(
      h.app,
      C.GetOwnerPaymentSummary,
      { query: { itemIDs: String(paid.body.TopsItemId) } },
      readerToken,
    );
    expect(read.status).toBe(200);

    const foreign = await callApi(
      h.app,
      C.GetOwnerPaymentSummary,
      { query: { itemIDs: String(paid.body.TopsItemId) } },
      other.token,
    );
    expect(foreign.status).toBe(404);
    const foreignCommunity = await callApi(h.app, C.AddCashReceipt, { body }, other.token);
    expect(foreignCommunity.status).toBe(404);
    const foreignBackout = await callApi(
      h.app,
      C.AddPaymentReversal,
      {
        body: {
          PaymentItemId: paid.body.TopsItemId,
          TopsTxnTypeId: TxnTypeId.BackoutPayment,
          EventDate: '2026-03-06',
        },
      },
      other.token,
    );
    expect(foreignBackout.status).toBe(404);
    const foreignOwner = await callApi(
      h.app,
      C.AddCashReceipt,
      {
        body: { ...body, CommunityAgentId: other.communityId, BankAccountId: other.bankAccountId },
      },
      other.token,
    );
    expect(foreignOwner.status).toBe(400);
    expect(foreignOwner.errorMessage).toBe('The owner is not a primary owner in this community.');
    expect(await balancesOf(other, one.ownerId)).toEqual({});
  });

  it('refuses a bad receipt whole and leaves nothing written', async () => {
    const w = await paymentWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    const bad = await callApi(
      h.app,
      C.AddCashReceipt,
      {
        body: {
          CommunityAgentId: w.communityId,
          OwnerAgentId: one.ownerId,
          BankAccountId: 999_999_999,
          Amount: 1_000,
          EventDate: '2026-03-05',
          Post: true,
        },
      },
      w.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.errorMessage).toBe('Choose the bank account the payment is deposited to.');
    const closed = await callApi(
      h.app,
      C.AddCashReceipt,
      {
        body: {
          CommunityAgentId: w.communityId,
          OwnerAgentId: one.ownerId,
          BankAccountId: w.bankAccountId,
          Amount: 1_000,
          EventDate: '2031-03-05',
          Post: true,
        },
      },
      w.token,
    );
    expect(closed.status).toBeGreaterThanOrEqual(400);
    expect(closed.status).toBeLessThan(500);
    const list = await callApi(
      h.app,
      C.GetCashReceipts,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(list.body.TotalCount).toBe(0);
  });

  it('removes a posted backout through Item/RemoveItem and the payment stands again', async () => {
    const w = await paymentWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
      {
        ownerId: one.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      },
    ]);
    const paid = await callApi(
      h.app,
      C.AddCashReceipt,
      {
        body: {
          CommunityAgentId: w.communityId,
          OwnerAgentId: one.ownerId,
          BankAccountId: w.bankAccountId,
          Amount: 25_000,
          EventDate: '2026-03-05',
          Post: true,
        },
      },
      w.token,
    );
    const backout = await callApi(
      h.app,
      C.AddPaymentReversal,
      {
        body: {
          PaymentItemId: paid.body.TopsItemId,
          TopsTxnTypeId: TxnTypeId.BackoutPayment,
          EventDate: '2026-03-09',
          Post: true,
        },
      },
      w.token,
    );
    expect(await balancesOf(w, one.ownerId)).toEqual({ ASMT: 25_000 });
    const paymentFirst = await callApi(
      h.app,
      contract.ownerLedger.RemoveItem,
      { body: { itemId: paid.body.TopsItemId, agentId: null, bypassValidation: true } },
      w.token,
    );
    expect(paymentFirst.status).toBe(409);
    expect(paymentFirst.errorMessage).toBe(OwnerLedgerMessages.reversedPayment);
    const removed = await callApi(
      h.app,
      contract.ownerLedger.RemoveItem,
      { body: { itemId: backout.body.TopsItemId, agentId: null, bypassValidation: false } },
      w.token,
    );
    expect(removed.body.IsRemoved).toBe(true);
    expect(await balancesOf(w, one.ownerId)).toEqual({});
    expect(await trialBalanceOf(w)).toEqual({
      [w.books.account.cash]: 25_000,
      [w.account.income]: -25_000,
    });
    const summary = await callApi(
      h.app,
      C.GetOwnerPaymentSummary,
      { query: { itemIDs: String(paid.body.TopsItemId) } },
      w.token,
    );
    expect(summary.body.Payments[0]).toMatchObject({
      TopsStatusId: StatusId.Posted,
      ReversalItemId: null,
    });
  });

  it('posts a miscellaneous cash receipt to the chosen accounts, owners untouched', async () => {
    const w = await paymentWorld(h);
    const misc = await callApi(
      h.app,
      C.AddMiscellaneousCashReceipt,
      {
        body: {
          CommunityAgentId: w.communityId,
          BankAccountId: w.bankAccountId,
          EventDate: '2026-04-02',
          ReceivedFrom: 'Laundry vendor',
          Lines: [
            { AccountId: w.account.income, Amount: 12_000, Description: 'Laundry' },
            { AccountId: w.account.lateFeeIncome, Amount: 34 },
          ],
          IdempotencyKey: 'misc-key-0001',
        },
      },
      w.token,
    );
    expect([misc.status, misc.errorMessage, misc.body.Amount]).toEqual([200, undefined, 12_034]);
    expect(await trialBalanceOf(w)).toEqual({
      [w.books.account.cash]: 12_034,
      [w.account.income]: -12_000,
      [w.account.lateFeeIncome]: -34,
    });
    const noLines = await callApi(
      h.app,
      C.AddMiscellaneousCashReceipt,
      {
        body: {
          CommunityAgentId: w.communityId,
          BankAccountId: w.bankAccountId,
          EventDate: '2026-04-02',
          ReceivedFrom: 'Nobody',
          Lines: [],
        },
      },
      w.token,
    );
    expect(noLines.errorMessage).toBe('There are no Transactions to Save.');
  });
});

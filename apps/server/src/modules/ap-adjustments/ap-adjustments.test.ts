import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { apInvoices, eq, items } from '@hoa/db';
import {
  ApAdjustmentMessages,
  ApPaymentMethod,
  ApRemovalMessages,
  InboxState,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import {
  insertInvoice,
  ledgerOf,
  payablesWorld,
  type PayablesWorld,
} from '../../../test/payables-factories';
import { payInvoices, voidPayments } from '../payables/index';

const A = contract.apAdjustments;

describe.each(testDatabases())('AP adjustments and removals on $name', (testDb) => {
  const h = useApp(testDb);

  const adjust = (w: PayablesWorld, invoice: number, isIncrease: boolean, amount: number) =>
    callApi(
      h.app,
      A.AddApAdjustment,
      {
        body: {
          CommunityAgentId: w.communityId,
          InvoiceItemId: invoice,
          AdjustmentDate: '2026-03-10',
          Reference: 'ADJ-1',
          IsIncrease: isIncrease,
          Lines: [{ AccountId: w.books.account.expense, Amount: amount }],
        },
      },
      w.token,
    );
  const remove = (w: PayablesWorld, itemId: number, bypass = false, token = w.token) =>
    callApi(
      h.app,
      A.RemoveTransaction,
      { body: { ItemId: itemId, BypassValidation: bypass } },
      token,
    );
  const pay = (w: PayablesWorld, invoice: number, amountCents: number) =>
    w.inTx((tx) =>
      payInvoices(tx, w.companyId, null, [
        {
          communityAgentId: w.communityId,
          bankAccountId: w.bankAccountId,
          vendorAgentId: w.vendorId,
          txnTypeId: TxnTypeId.PrintChecks,
          method: ApPaymentMethod.PrintedCheck,
          checkNumber: String(4000 + amountCents),
          paymentDate: '2026-03-20',
          invoices: [{ itemId: invoice, amountCents }],
        },
      ]),
    );
  const invoiceRow = async (w: PayablesWorld, invoice: number) => {
    const [row] = await w.inTx((tx) =>
      tx
        .select({
          total: apInvoices.totalCents,
          state: apInvoices.inboxState,
          status: items.statusId,
        })
        .from(apInvoices)
        .innerJoin(items, eq(items.id, apInvoices.itemId))
        .where(eq(apInvoices.itemId, invoice)),
    );
    return row;
  };

  it('raises and lowers what an approved invoice owes, posting AP against the lines', async () => {
    const w = await payablesWorld(h);
    const bill = await insertInvoice(w, { inboxState: InboxState.Approved });
    const up = await adjust(w, bill, true, 5_000);
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({
      InvoiceItemId: bill,
      IsIncrease: true,
      Amount: 5_000,
      InvoiceTotal: 30_000,
      StatusId: StatusId.Posted,
      Lines: [{ AccountId: w.books.account.expense, Amount: 5_000 }],
    });
    await pay(w, bill, 20_000);
    const tooLow = await adjust(w, bill, false, 10_001);
    expect(tooLow.status).toBe(409);
    expect(tooLow.errorMessage).toBe(ApAdjustmentMessages.belowPaid);
    const down = await adjust(w, bill, false, 10_000);
    expect(down.body.InvoiceTotal).toBe(20_000);
    expect(await invoiceRow(w, bill)).toMatchObject({ total: 20_000, status: StatusId.Complete });
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 20_000,
      [w.books.account.cash]: -20_000,
    });
    const list = await callApi(
      h.app,
      A.GetApAdjustments,
      { query: { communityAgentId: w.communityId, invoiceItemId: bill } },
      w.token,
    );
    expect(list.body.map((a) => [a.IsIncrease, a.Amount])).toEqual([
      [false, 10_000],
      [true, 5_000],
    ]);
    const profile = await callApi(
      h.app,
      A.GetApAdjustment,
      { query: { itemId: up.body.ItemId } },
      w.token,
    );
    expect(profile.body.Reference).toBe('ADJ-1');
    const inbox = await insertInvoice(w);
    expect((await adjust(w, inbox, true, 100)).errorMessage).toBe(
      ApAdjustmentMessages.invoiceNotAdjustable,
    );
  });

  it('removes an unpaid bill, refuses a paid one, asks first when it has adjustments', async () => {
    const w = await payablesWorld(h);
    const unpaid = await insertInvoice(w, { inboxState: InboxState.Approved });
    const removed = await remove(w, unpaid);
    expect(removed.body).toMatchObject({ IsRemoved: true, RuleViolationId: null });
    expect(await invoiceRow(w, unpaid)).toMatchObject({
      state: InboxState.Rejected,
      status: StatusId.Deleted,
    });
    expect(await ledgerOf(w)).toEqual({});
    expect((await remove(w, unpaid)).status).toBe(409);
    const paid = await insertInvoice(w, { inboxState: InboxState.Approved });
    await pay(w, paid, 100);
    expect((await remove(w, paid, true)).body).toMatchObject({
      IsRemoved: false,
      RuleViolationId: 3,
      Message: ApRemovalMessages.billAlreadyPaid,
      CanBypass: false,
    });
    const adjusted = await insertInvoice(w, { inboxState: InboxState.Approved });
    await adjust(w, adjusted, true, 700);
    expect((await remove(w, adjusted)).body).toMatchObject({
      IsRemoved: false,
      RuleViolationId: 5,
      CanBypass: true,
    });
    expect((await remove(w, adjusted, true)).body.IsRemoved).toBe(true);
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 25_000,
      [w.books.account.payables]: -24_900,
      [w.books.account.cash]: -100,
    });
  });

  it('removes an issued check by voiding it and refuses a voided one; removes an adjustment', async () => {
    const w = await payablesWorld(h);
    const bill = await insertInvoice(w, { inboxState: InboxState.Approved });
    const [first] = await pay(w, bill, 1_000);
    const [second] = await pay(w, bill, 2_000);
    if (!first || !second) throw new Error('not paid');
    expect((await remove(w, first.itemId)).body.IsRemoved).toBe(true);
    await w.inTx((tx) =>
      voidPayments(tx, w.companyId, null, [second.paymentId], '2026-03-21', {
        digitalStatus: null,
      }),
    );
    expect((await remove(w, second.itemId, true)).body).toMatchObject({
      IsRemoved: false,
      RuleViolationId: 1,
      Message: ApRemovalMessages.printCheckVoided,
    });
    const up = await adjust(w, bill, true, 500);
    expect((await remove(w, up.body.ItemId)).body.IsRemoved).toBe(true);
    expect(await invoiceRow(w, bill)).toMatchObject({ total: 25_000, status: StatusId.Posted });
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 25_000,
      [w.books.account.payables]: -25_000,
    });
  });

  it('refuses callers without the claim (403) and another company (404)', async () => {
    const w = await payablesWorld(h);
    const bill = await insertInvoice(w, { inboxState: InboxState.Approved });
    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('apprintchecks')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const body = {
      CommunityAgentId: w.communityId,
      InvoiceItemId: bill,
      AdjustmentDate: '2026-03-10',
      IsIncrease: true,
      Lines: [{ AccountId: w.books.account.expense, Amount: 1 }],
    };
    expect((await callApi(h.app, A.AddApAdjustment, { body }, clerkToken)).status).toBe(403);
    expect((await remove(w, bill, false, clerkToken)).status).toBe(403);
    const stranger = await payablesWorld(h);
    expect((await remove(w, bill, false, stranger.token)).status).toBe(404);
    const foreign = await callApi(
      h.app,
      A.AddApAdjustment,
      { body: { ...body, CommunityAgentId: stranger.communityId } },
      w.token,
    );
    expect(foreign.status).toBe(404);
    const list = await callApi(
      h.app,
      A.GetApAdjustments,
      { query: { communityAgentId: w.communityId } },
      stranger.token,
    );
    expect(list.status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ApPaymentMethod,
  ApPaymentStatus,
  CheckMessages,
  InboxState,
  InvoiceActionId,
  StatusId,
  TxnTypeId,
  VendorMessages,
  VendorPaymentMessages,
} from '@hoa/domain';
import {
  apApprovalGroups,
  apInvoiceActions,
  apInvoices,
  apPayments,
  eq,
  items,
  vendorBankDetails,
} from '@hoa/db';
import { payInvoices, submitInvoices, voidPayments } from './index';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import {
  insertInvoice,
  ledgerOf,
  payablesWorld,
  type PayablesWorld,
} from '../../../test/payables-factories';

describe.each(testDatabases())('invoice posting on $name', (testDb) => {
  const h = useApp(testDb);

  it('debits each distribution line and credits accounts payable with the total', async () => {
    const w = await payablesWorld(h);
    await insertInvoice(w, { inboxState: InboxState.Inbox });
    expect(await ledgerOf(w)).toEqual({});
    await insertInvoice(w, {
      inboxState: InboxState.Approved,
      lines: [
        { accountId: w.books.account.expense, amountCents: 12_345 },
        { accountId: w.books.account.income, amountCents: 1 },
      ],
    });
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 12_345,
      [w.books.account.income]: 1,
      [w.books.account.payables]: -12_346,
    });
  });

  it('pays approved invoices from the bank account and refuses paying more than is owed', async () => {
    const w = await payablesWorld(h);
    const one = await insertInvoice(w, { inboxState: InboxState.Approved });
    const two = await insertInvoice(w, { inboxState: InboxState.Approved });
    const payment = (checkNumber: string, invoices: { itemId: number; amountCents: number }[]) => ({
      communityAgentId: w.communityId,
      bankAccountId: w.bankAccountId,
      vendorAgentId: w.vendorId,
      txnTypeId: TxnTypeId.PrintChecks,
      method: ApPaymentMethod.PrintedCheck,
      checkNumber,
      paymentDate: '2026-03-20',
      invoices,
    });
    await w.inTx((tx) =>
      payInvoices(tx, w.companyId, null, [
        payment('1000', [
          { itemId: one, amountCents: 25_000 },
          { itemId: two, amountCents: 10_000 },
        ]),
      ]),
    );
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 50_000,
      [w.books.account.payables]: -15_000,
      [w.books.account.cash]: -35_000,
    });
    await expect(
      w.inTx((tx) =>
        payInvoices(tx, w.companyId, null, [
          payment('1001', [{ itemId: two, amountCents: 15_001 }]),
        ]),
      ),
    ).rejects.toThrow(VendorPaymentMessages.overpaid);
    await w.inTx((tx) =>
      tx.insert(vendorBankDetails).values({
        vendorAgentId: w.vendorId,
        companyId: w.companyId,
        routingNumber: '011000015',
        accountNumberSealed: 'sealed',
        accountLast4: '6789',
      }),
    );
    await expect(
      w.inTx((tx) =>
        payInvoices(tx, w.companyId, null, [payment('1001', [{ itemId: two, amountCents: 100 }])]),
      ),
    ).rejects.toThrow(VendorMessages.onPaymentHold);
    const statuses = await w.inTx((tx) =>
      tx.select({ id: items.id, status: items.statusId }).from(items).where(eq(items.id, one)),
    );
    expect(statuses[0]?.status).toBe(StatusId.Complete);
  });

  it('routes a submitted invoice to its first approval group, or posts it when none applies', async () => {
    const w = await payablesWorld(h);
    await w.inTx((tx) =>
      tx.insert(apApprovalGroups).values([
        {
          companyId: w.companyId,
          communityAgentId: w.communityId,
          approvalStatus: 2,
          groupNumber: 1,
          requiredApprovals: 1,
          levelCents: 0,
        },
        {
          companyId: w.companyId,
          communityAgentId: w.communityId,
          approvalStatus: 1,
          groupNumber: 1,
          requiredApprovals: 2,
          levelCents: 100_000,
        },
      ]),
    );
    const small = await insertInvoice(w);
    const large = await insertInvoice(w, {
      lines: [{ accountId: w.books.account.expense, amountCents: 100_000 }],
    });
    await w.inTx((tx) => submitInvoices(tx, w.companyId, null, [small, large]));
    const rows = await w.inTx((tx) =>
      tx
        .select({
          id: apInvoices.itemId,
          state: apInvoices.inboxState,
          stage: apInvoices.approvalStatus,
        })
        .from(apInvoices)
        .where(eq(apInvoices.communityAgentId, w.communityId)),
    );
    expect(rows.find((r) => r.id === small)).toMatchObject({
      state: InboxState.Approval,
      stage: 2,
    });
    expect(rows.find((r) => r.id === large)).toMatchObject({
      state: InboxState.Approval,
      stage: 1,
    });
    const alone = await payablesWorld(h);
    const posted = await insertInvoice(alone);
    await alone.inTx((tx) => submitInvoices(tx, alone.companyId, null, [posted]));
    expect(await ledgerOf(alone)).toEqual({
      [alone.books.account.expense]: 25_000,
      [alone.books.account.payables]: -25_000,
    });
  });

  const paymentOf = (
    w: PayablesWorld,
    checkNumber: string,
    itemId: number,
    amountCents: number,
  ) => ({
    communityAgentId: w.communityId,
    bankAccountId: w.bankAccountId,
    vendorAgentId: w.vendorId,
    txnTypeId: TxnTypeId.PrintChecks,
    method: ApPaymentMethod.PrintedCheck,
    checkNumber,
    paymentDate: '2026-03-20',
    invoices: [{ itemId, amountCents }],
  });

  it('refuses to let the approver of an invoice pay it; the system and other invoices pass', async () => {
    const w = await payablesWorld(h);
    const userId = w.company.admin.userId;
    const approved = await insertInvoice(w, { inboxState: InboxState.Approved });
    const other = await insertInvoice(w, { inboxState: InboxState.Approved });
    await w.inTx((tx) =>
      tx.insert(apInvoiceActions).values({
        companyId: w.companyId,
        itemId: approved,
        communityAgentId: w.communityId,
        action: InvoiceActionId.Approve,
        userId,
      }),
    );
    await expect(
      w.inTx((tx) =>
        payInvoices(tx, w.companyId, userId, [paymentOf(w, '2000', approved, 25_000)]),
      ),
    ).rejects.toThrow(VendorPaymentMessages.approverCannotPay);
    await w.inTx((tx) =>
      payInvoices(tx, w.companyId, userId, [paymentOf(w, '2001', other, 25_000)]),
    );
    await w.inTx((tx) => payInvoices(tx, w.companyId, null, [paymentOf(w, '2002', approved, 100)]));
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 50_000,
      [w.books.account.payables]: -24_900,
      [w.books.account.cash]: -25_100,
    });
  });

  it('voids payments set-based: lines reversed, invoices owed again, a second void refused', async () => {
    const w = await payablesWorld(h);
    const one = await insertInvoice(w, { inboxState: InboxState.Approved });
    const two = await insertInvoice(w, { inboxState: InboxState.Approved });
    const paid = await w.inTx((tx) =>
      payInvoices(tx, w.companyId, null, [
        paymentOf(w, '3000', one, 25_000),
        paymentOf(w, '3001', two, 5_000),
      ]),
    );
    const ids = paid.map((p) => p.paymentId);
    await expect(
      w.inTx((tx) =>
        voidPayments(tx, w.companyId, null, ids, '2026-03-19', { digitalStatus: null }),
      ),
    ).rejects.toThrow(CheckMessages.voidBeforeCheck);
    const voided = await w.inTx((tx) =>
      voidPayments(tx, w.companyId, null, ids, '2026-03-25', { digitalStatus: null }),
    );
    expect(voided).toHaveLength(2);
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 50_000,
      [w.books.account.payables]: -50_000,
    });
    const invoices = await w.inTx((tx) =>
      tx
        .select({ paid: apInvoices.paidCents, status: items.statusId })
        .from(apInvoices)
        .innerJoin(items, eq(items.id, apInvoices.itemId))
        .where(eq(apInvoices.communityAgentId, w.communityId)),
    );
    expect(invoices.map((i) => [Number(i.paid), i.status])).toEqual([
      [0, StatusId.Posted],
      [0, StatusId.Posted],
    ]);
    const payments = await w.inTx((tx) =>
      tx
        .select({ status: apPayments.status, voidItem: apPayments.voidItemId })
        .from(apPayments)
        .where(eq(apPayments.communityAgentId, w.communityId)),
    );
    expect(payments.every((p) => p.status === ApPaymentStatus.Voided && p.voidItem)).toBe(true);
    await expect(
      w.inTx((tx) => voidPayments(tx, w.companyId, null, ids, null, { digitalStatus: null })),
    ).rejects.toThrow(CheckMessages.checkVoided);
  });
});

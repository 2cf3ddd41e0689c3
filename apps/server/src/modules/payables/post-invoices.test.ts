import { describe, expect, it } from 'vitest';
import {
  ApPaymentMethod,
  InboxState,
  StatusId,
  TxnTypeId,
  VendorMessages,
  VendorPaymentMessages,
} from '@hoa/domain';
import { apApprovalGroups, apInvoices, eq, items, vendorBankDetails } from '@hoa/db';
import { payInvoices, submitInvoices } from './index';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { insertInvoice, ledgerOf, payablesWorld } from '../../../test/payables-factories';

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
});

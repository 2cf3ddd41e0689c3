import { StatusId, TxnTypeId } from '@hoa/domain';
import { describe, expect, it } from 'vitest';
import { ledgerItemRoute } from './transaction-route';

const line = (TopsTxnTypeId: number, TopsStatusId: number = StatusId.Posted) =>
  ledgerItemRoute({ TopsItemId: 900, CommunityAgentId: 5, TopsTxnTypeId, TopsStatusId });

describe('ledgerItemRoute: a ledger line opens its transaction by type and status', () => {
  it('journal entries: the profile when posted, else the edit screen', () => {
    expect(line(TxnTypeId.JournalEntry)).toBe('/community/5/journal-entries/view/900');
    expect(line(TxnTypeId.JournalEntry, StatusId.Accrued)).toBe(
      '/community/5/journal-entries/edit/900',
    );
  });

  it('cash receipts of every kind: the summary when posted, the edit screen when accrued', () => {
    for (const type of [
      TxnTypeId.CashReceiptsManual,
      TxnTypeId.Lockbox,
      TxnTypeId.Scan,
      TxnTypeId.DirectDebit,
    ]) {
      expect(line(type)).toBe('/community/5/owner-payments/summary/900');
      expect(line(type, StatusId.Accrued)).toBe('/community/5/owner-payments/edit/900');
    }
  });

  it('add and waive charge: the adjustment profile when posted, else its review', () => {
    expect(line(TxnTypeId.AddCharge)).toBe('/community/5/adjustments/profile/900');
    expect(line(TxnTypeId.Waive, StatusId.Accrued)).toBe('/community/5/adjustments/review/900');
  });

  it('backout payment: the profile when posted, else the add screen', () => {
    expect(line(TxnTypeId.BackoutPayment)).toBe('/transaction/5/900');
    expect(line(TxnTypeId.BackoutPayment, StatusId.Accrued)).toBe(
      '/community/5/backout-payment/add/900',
    );
  });

  it('AP bills and separate checks: the invoice view', () => {
    expect(line(TxnTypeId.Bill)).toBe('/community/5/ap/invoices/view/900');
    expect(line(TxnTypeId.SeparateCheck)).toBe('/community/5/ap/invoices/view/900');
  });

  it('AP checks, printed or handwritten: the check profile under the community', () => {
    expect(line(TxnTypeId.PrintChecks)).toBe('/community/5/ap/checks/5/900');
    expect(line(TxnTypeId.HandwrittenCheck)).toBe('/community/5/ap/checks/5/900');
  });

  it('every other posting (charge runs, voids, beginning balances): the transaction profile', () => {
    for (const type of [TxnTypeId.ApplyCharges, TxnTypeId.VoidCheck, TxnTypeId.BeginningBalance]) {
      expect(line(type)).toBe('/transaction/5/900');
    }
  });
});

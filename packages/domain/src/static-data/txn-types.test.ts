import { describe, expect, it } from 'vitest';
import {
  ApTxnTypeIds,
  ArTxnTypeIds,
  TxnTypeId,
  TxnTypeVariants,
  TxnTypes,
  findTxnType,
  txnTypeIdsFor,
  txnTypesFor,
} from './txn-types';
import { TxnTypeClaims, claimForTxnType } from './txn-type-claims';
import { AdjustmentTxnTypeIds, EmailTxnTypeIds, FeedKindTxnTypeIds } from './txn-type-groups';

// Spec 1 §3.3 'Transaction types (id)', verbatim.
const namedSpec =
  'Apply_Charges 40, Late fee 41, Interest 42, Prepaids 43, NSF 44, Add charge 45, Waive 46, ' +
  'Payment adjustment 47, cash receipts manual 48, lockbox 49, scan 50, direct debit 51, ' +
  'Beginning balance 52, Collection 53, Handwritten check 55, Bill 56, Print checks 57, ' +
  'AP adjustment 58, Void check 59, Journal entry 60, Form letter 61, Work order 62, ' +
  'Service request 63, Comment 64, Task 65, Backout payment 66, Credit memo 81, ' +
  'Security deposit 82, Refund 83, Undo close year 84, Separate check 90, General request 96, ' +
  'Architectural request 97, Digital checks 100, Recurring credits 102';

// The spec's words, compared without case and with '_' read as a space.
const normalize = (name: string): string => name.toLowerCase().replace(/_/g, ' ');

function nameOf(id: number): string {
  return findTxnType(id)?.TxnTypeName ?? '';
}

describe('TxnTypes', () => {
  it('names every type of spec 1 §3.3 with the spec words', () => {
    for (const entry of namedSpec.split(', ')) {
      const space = entry.lastIndexOf(' ');
      const id = Number(entry.slice(space + 1));
      expect(normalize(nameOf(id))).toBe(normalize(entry.slice(0, space)));
    }
  });

  it('names the others the spec gives a meaning for', () => {
    expect([37, 39, 72, 73, 78, 85, 86, 87, 92, 95, 98].map((id) => [id, nameOf(id)])).toEqual([
      [37, 'CCR record'],
      [39, 'Accelerated charge'],
      [72, 'Prepaid adjustment'],
      [73, 'Beginning balance adjustment'],
      [78, 'Message batch'],
      [85, 'Autopay warning 1'],
      [86, 'Autopay warning 2'],
      [87, 'Autopay warning 3'],
      [92, 'Mailroom'],
      [95, 'Accelerated waive'],
      [98, 'PT'],
    ]);
  });

  it('lists no unnamed id and has unique, ascending ids', () => {
    const ids = TxnTypes.map((row) => row.TopsTxnTypeId);
    for (const unnamed of [54, 70, 79, 80]) expect(ids).not.toContain(unnamed);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.values(TxnTypeId)).toEqual(ids);
  });

  it('has the id object', () => {
    expect(TxnTypeId.JournalEntry).toBe(60);
    expect(TxnTypeId.ApplyCharges).toBe(40);
    expect(TxnTypeId.RecurringCredits).toBe(102);
  });
});

describe('txnTypesFor', () => {
  it('gives the variant subsets', () => {
    expect(ArTxnTypeIds).toEqual([
      39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 66, 72, 73, 82, 83, 95, 102,
    ]);
    expect(ApTxnTypeIds).toEqual([55, 56, 57, 58, 59, 81, 90, 100]);
    expect(txnTypeIdsFor('GL')).toEqual([60, 84]);
    expect(txnTypeIdsFor('CCR')).toEqual([37]);
    expect(txnTypeIdsFor('Notes')).toEqual([64, 65]);
    expect(txnTypeIdsFor('WorkOrder')).toEqual([62, 63, 96, 97]);
    expect(txnTypesFor('Implemented')).toEqual(TxnTypes);
  });

  it('returns rows of TxnTypes for every variant id', () => {
    for (const variant of TxnTypeVariants) {
      const rows = txnTypesFor(variant);
      expect(rows.map((row) => row.TopsTxnTypeId)).toEqual(txnTypeIdsFor(variant));
    }
    expect(txnTypesFor('GL')).toEqual([
      { TopsTxnTypeId: 60, TxnTypeName: 'Journal entry' },
      { TopsTxnTypeId: 84, TxnTypeName: 'Undo close year' },
    ]);
  });

  it('keeps AR, AP and GL apart', () => {
    const ar = txnTypeIdsFor('AR');
    for (const id of [...txnTypeIdsFor('AP'), ...txnTypeIdsFor('GL')]) {
      expect(ar).not.toContain(id);
    }
  });
});

describe('TxnTypeClaims', () => {
  it('maps transaction types to the claims of spec 1 §6 and spec 3 §6', () => {
    const expected: Record<number, string> = {
      37: 'ccrviolations',
      40: 'arapplycharges',
      41: 'arapplylatefees',
      42: 'arapplyinterest',
      43: 'arapplyprepaid',
      48: 'arownerpayments',
      49: 'arlockbox',
      50: 'arownerpayments',
      51: 'arownerpayments',
      53: 'arcollection',
      56: 'apinvoice',
      57: 'apprintchecks',
      58: 'apadjustment',
      59: 'apvoidchecks',
      60: 'gljournalentries',
      62: 'workordermaintain',
      63: 'servicerequests',
      90: 'apinvoice',
      // Ours: the spec names no claim for general requests (issue 21).
      96: 'servicerequests',
      97: 'servicerequests',
      // Ours: recurring credits (102) are run from apply charges, under its claim.
      102: 'arapplycharges',
    };
    expect(Object.fromEntries(TxnTypeClaims.map((row) => [row.TopsTxnTypeId, row.Claim]))).toEqual(
      expected,
    );
    expect(claimForTxnType(44)).toBeUndefined();
    expect(claimForTxnType(49)).toBe('arlockbox');
  });

  it('has one claim per listed type', () => {
    const ids = TxnTypeClaims.map((row) => row.TopsTxnTypeId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(findTxnType(id)).toBeDefined();
  });
});

describe('transaction id groups of spec 3 §9', () => {
  it('keeps the groups as written', () => {
    expect(EmailTxnTypeIds).toEqual([54, 61, 70, 78]);
    expect(AdjustmentTxnTypeIds).toEqual([39, 45, 46, 72, 73, 82, 83, 95]);
    expect(FeedKindTxnTypeIds).toEqual([37, 62, 63, 64, 65, 96, 97, 98, 92, 85, 86, 87]);
  });
});

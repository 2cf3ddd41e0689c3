import { describe, expect, it } from 'vitest';
import {
  BalanceDispositionId,
  balanceTransfers,
  ResaleMessages,
  transferLines,
  transferPostDate,
  type PriorOwnerCodeBalance,
} from './split-ledger';

const ASMT = 11;
const LATE = 12;
const PP = 13;

// Seller 1 owes ASMT $500.00, of which the $250.00 charged on/after the split date; a LATE fee of
// $25.00 from before the date; a prepaid credit of $40.00 paid after the date.
const seller: PriorOwnerCodeBalance[] = [
  { ownerAgentId: 1, codeId: ASMT, totalCents: 50_000, fromSplitDateCents: 25_000 },
  { ownerAgentId: 1, codeId: LATE, totalCents: 2_500, fromSplitDateCents: 0 },
  { ownerAgentId: 1, codeId: PP, totalCents: -4_000, fromSplitDateCents: -4_000 },
];

describe('balance transfers of a resale', () => {
  it('moves only what is dated on or after the split date when the balance stays behind', () => {
    expect(balanceTransfers(seller, BalanceDispositionId.LeaveWithPriorOwner)).toEqual([
      { fromOwnerAgentId: 1, codeId: ASMT, amountCents: 25_000 },
      { fromOwnerAgentId: 1, codeId: PP, amountCents: -4_000 },
    ]);
  });

  it('moves the whole balance of every code when it is carried to the new owner', () => {
    expect(balanceTransfers(seller, BalanceDispositionId.CarryToNewOwner)).toEqual([
      { fromOwnerAgentId: 1, codeId: ASMT, amountCents: 50_000 },
      { fromOwnerAgentId: 1, codeId: LATE, amountCents: 2_500 },
      { fromOwnerAgentId: 1, codeId: PP, amountCents: -4_000 },
    ]);
  });

  it('moves nothing for settled codes', () => {
    const settled = [{ ownerAgentId: 1, codeId: ASMT, totalCents: 0, fromSplitDateCents: 0 }];
    expect(balanceTransfers(settled, BalanceDispositionId.CarryToNewOwner)).toEqual([]);
    expect(balanceTransfers(settled, BalanceDispositionId.LeaveWithPriorOwner)).toEqual([]);
  });
});

describe('transfer lines', () => {
  it('takes each amount off its seller and gives the new owner one line per code, net zero', () => {
    const transfers = [
      { fromOwnerAgentId: 1, codeId: ASMT, amountCents: 25_000 },
      { fromOwnerAgentId: 2, codeId: ASMT, amountCents: 1_001 },
      { fromOwnerAgentId: 2, codeId: PP, amountCents: -4_000 },
    ];
    const lines = transferLines(transfers, 9);
    expect(lines).toEqual([
      { ownerAgentId: 1, codeId: ASMT, signedCents: -25_000 },
      { ownerAgentId: 2, codeId: ASMT, signedCents: -1_001 },
      { ownerAgentId: 2, codeId: PP, signedCents: 4_000 },
      { ownerAgentId: 9, codeId: ASMT, signedCents: 26_001 },
      { ownerAgentId: 9, codeId: PP, signedCents: -4_000 },
    ]);
    for (const code of [ASMT, PP]) {
      const net = lines.filter((l) => l.codeId === code).reduce((s, l) => s + l.signedCents, 0);
      expect(net).toBe(0);
    }
  });

  it('gives the new owner no line for a code whose sellers cancel out', () => {
    const lines = transferLines(
      [
        { fromOwnerAgentId: 1, codeId: ASMT, amountCents: 100 },
        { fromOwnerAgentId: 2, codeId: ASMT, amountCents: -100 },
      ],
      9,
    );
    expect(lines.map((l) => l.ownerAgentId)).toEqual([1, 2]);
    expect(lines.reduce((s, l) => s + l.signedCents, 0)).toBe(0);
  });
});

describe('transfer post date', () => {
  it('is the split date, or today with balanceAsOfToday but never before the split date', () => {
    expect(transferPostDate('2026-03-15', false, '2026-11-21', null)).toBe('2026-03-15');
    expect(transferPostDate('2026-03-15', true, '2026-11-21', null)).toBe('2026-11-21');
    expect(transferPostDate('2026-12-01', true, '2026-11-21', null)).toBe('2026-12-01');
  });

  it('is never before the latest line it moves', () => {
    expect(transferPostDate('2026-04-15', false, '2026-11-21', '2026-05-01')).toBe('2026-05-01');
    expect(transferPostDate('2026-04-15', true, '2026-11-21', '2026-05-01')).toBe('2026-11-21');
    expect(transferPostDate('2026-04-15', false, '2026-11-21', '2026-04-01')).toBe('2026-04-15');
  });
});

describe('messages', () => {
  it('keeps the spec text of the split ledger failure', () => {
    expect(ResaleMessages.splitLedgerFailed).toBe(
      'An error ocurred while saving your split ledger request',
    );
    expect(ResaleMessages.saved(1)).toContain('1 balance line moved');
  });
});

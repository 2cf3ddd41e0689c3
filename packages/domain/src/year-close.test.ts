import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceInNormalSign, normalBalanceOf } from './gl-history';
import { postingProblem, signedCents } from './ledger/posting';
import { AccountTypeId as A } from './static-data/accounts';
import {
  closingLines,
  undoReasonProblem,
  YearCloseMessages,
  type YearAccountBalance,
} from './year-close';

const RE = 99;
const bal = (
  accountId: number,
  accountTypeId: number,
  debitCents: number,
  creditCents: number,
  costCenterId: number | null = null,
): YearAccountBalance => ({ accountId, accountTypeId, costCenterId, debitCents, creditCents });

describe('closing entry', () => {
  it('moves income and expense to retained earnings, by hand', () => {
    // Income 4000: credits 120,000.00, debits 500.00 → net credit 119,500.00.
    // Expense 5000: debits 80,250.75; expense 5100: debits 1,000.00, credits 1,000.00 (nets 0).
    // Cash is a balance-sheet account and stays.
    const lines = closingLines(
      [
        bal(1, A.Income, 50_000, 12_000_000),
        bal(2, A.Expenses, 8_025_075, 0),
        bal(3, A.Expenses, 100_000, 100_000),
        bal(4, A.Cash, 5_000_000, 0),
      ],
      RE,
      'Year close',
    );
    expect(lines).toEqual([
      {
        accountId: 1,
        costCenterId: null,
        debitCents: 11_950_000,
        creditCents: 0,
        description: 'Year close',
      },
      {
        accountId: 2,
        costCenterId: null,
        debitCents: 0,
        creditCents: 8_025_075,
        description: 'Year close',
      },
      // Net income 119,500.00 - 80,250.75 = 39,249.25 credited to retained earnings.
      {
        accountId: RE,
        costCenterId: null,
        debitCents: 0,
        creditCents: 3_924_925,
        description: 'Year close',
      },
    ]);
  });

  it('debits retained earnings for a net loss, per cost center', () => {
    const lines = closingLines(
      [
        bal(1, A.Income, 0, 1_000, 7),
        bal(2, A.Expenses, 3_000, 0, 7),
        bal(2, A.Expenses, 500, 0, 8),
      ],
      RE,
      'c',
    );
    expect(lines.filter((l) => l.accountId === RE)).toEqual([
      { accountId: RE, costCenterId: 7, debitCents: 2_000, creditCents: 0, description: 'c' },
      { accountId: RE, costCenterId: 8, debitCents: 500, creditCents: 0, description: 'c' },
    ]);
  });

  it('has nothing to move when income and expense are zero', () => {
    expect(closingLines([bal(1, A.Income, 10, 10), bal(4, A.Cash, 10, 0)], RE, 'c')).toEqual([]);
  });

  it('always balances and leaves every income and expense account at zero', () => {
    const typeArb = fc.constantFrom(A.Income, A.Expenses, A.Cash, A.Equity, A.CurrentLiabilities);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: typeArb,
            debit: fc.integer({ min: 0, max: 50_000_000 }),
            credit: fc.integer({ min: 0, max: 50_000_000 }),
            cc: fc.option(fc.integer({ min: 1, max: 3 })),
          }),
          { maxLength: 12 },
        ),
        (rows) => {
          const balances = rows.map((r, i) => bal(i + 1, r.type, r.debit, r.credit, r.cc));
          const lines = closingLines(balances, RE, 'c');
          if (lines.length > 0) {
            expect(
              postingProblem({ itemId: 1, communityAgentId: 1, postDate: '2026-12-31', lines }),
            ).toBeNull();
          }
          for (const b of balances) {
            const after =
              b.debitCents -
              b.creditCents +
              lines
                .filter((l) => l.accountId === b.accountId)
                .reduce((s, l) => s + signedCents(l), 0);
            if (b.accountTypeId === A.Income || b.accountTypeId === A.Expenses)
              expect(after).toBe(0);
            else expect(after).toBe(b.debitCents - b.creditCents);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('undo reason', () => {
  it('is required and at most 500 characters', () => {
    expect(undoReasonProblem('')).toBe(YearCloseMessages.reasonRequired);
    expect(undoReasonProblem('   ')).toBe('A reason is required to undo the year close.');
    expect(undoReasonProblem('x'.repeat(500))).toBeNull();
    expect(undoReasonProblem('x'.repeat(501))).toBe('The reason can be at most 500 characters.');
  });

  it('names the years in messages as MM/DD/YYYY', () => {
    const year = { StartDate: '2025-01-01', EndDate: '2025-12-31' };
    expect(YearCloseMessages.earlierYearOpen(year)).toBe(
      'The earlier fiscal year 01/01/2025 - 12/31/2025 must be closed first.',
    );
    expect(YearCloseMessages.laterYearClosed(year)).toMatch(/must be undone first/);
  });
});

describe('normal balance', () => {
  it('shows assets and expenses debit-positive, the others credit-positive', () => {
    expect(normalBalanceOf(A.Cash)).toBe('Debit');
    expect(normalBalanceOf(A.Expenses)).toBe('Debit');
    expect(normalBalanceOf(A.Income)).toBe('Credit');
    expect(normalBalanceOf(A.Reserves)).toBe('Credit');
    expect(balanceInNormalSign(A.Income, -2_500)).toBe(2_500);
    expect(balanceInNormalSign(A.Cash, -2_500)).toBe(-2_500);
    expect(balanceInNormalSign(A.Equity, 0)).toBe(0);
  });
});

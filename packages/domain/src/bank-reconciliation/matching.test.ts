import { describe, expect, it } from 'vitest';
import {
  candidateRank,
  DefaultReconciliationSettings as defaults,
  manualMatchProblem,
  matchLines,
  normalizeCheckNumber,
  reconcile,
  type BankLine,
  type BookItem,
} from './matching';

const bank = (id: number, date: string, amountCents: number, checkNumber: string | null = null) =>
  ({ id, date, amountCents, checkNumber }) satisfies BankLine;
const book = (
  id: number,
  date: string,
  amountCents: number,
  kind: BookItem['kind'],
  checkNumber: string | null = null,
) => ({ id, date, amountCents, kind, checkNumber }) satisfies BookItem;

describe('check numbers', () => {
  it('ignore leading zeros and spaces', () => {
    expect(normalizeCheckNumber(' 0001002 ')).toBe('1002');
    expect(normalizeCheckNumber('0')).toBe('0');
    expect(normalizeCheckNumber('  ')).toBeNull();
    expect(normalizeCheckNumber(null)).toBeNull();
  });
});

describe('candidateRank', () => {
  const check = book(1, '2026-03-01', -10_000, 'check', '1001');
  it('needs the same signed amount', () => {
    expect(candidateRank(defaults, bank(1, '2026-03-03', 10_000, '1001'), check)).toBeNull();
    expect(candidateRank(defaults, bank(1, '2026-03-03', -10_001, '1001'), check)).toBeNull();
  });
  it('prefers the check number, and without enforcement takes amount and date', () => {
    expect(candidateRank(defaults, bank(1, '2026-04-20', -10_000, '01001'), check)).toEqual({
      numberMiss: 0,
      days: 50,
    });
    expect(candidateRank(defaults, bank(1, '2026-03-03', -10_000), check)).toEqual({
      numberMiss: 1,
      days: 2,
    });
    expect(candidateRank(defaults, bank(1, '2026-06-03', -10_000), check)).toBeNull();
  });
  it('with enforcement needs the number, whatever the date', () => {
    const enforce = { ...defaults, apEnforceCheckNumberMatch: true };
    expect(candidateRank(enforce, bank(1, '2026-03-03', -10_000), check)).toBeNull();
    expect(candidateRank(enforce, bank(1, '2026-03-03', -10_000, '1002'), check)).toBeNull();
    expect(candidateRank(enforce, bank(1, '2026-09-03', -10_000, '1001'), check)?.days).toBe(186);
    expect(candidateRank(enforce, bank(1, '2026-03-03', -10_000, '1001'), check)?.numberMiss).toBe(
      0,
    );
  });
  it('deposits and transfers within arMaxDays, withdrawals within apMaxDays', () => {
    const deposit = book(2, '2026-03-10', 50_000, 'deposit');
    expect(candidateRank(defaults, bank(1, '2026-03-15', 50_000), deposit)?.days).toBe(5);
    expect(candidateRank(defaults, bank(1, '2026-03-16', 50_000), deposit)).toBeNull();
    const transfer = book(3, '2026-03-10', -7_500, 'transfer');
    expect(candidateRank(defaults, bank(1, '2026-03-06', -7_500), transfer)?.days).toBe(4);
    expect(candidateRank(defaults, bank(1, '2026-03-20', -7_500), transfer)).toBeNull();
    const fee = book(4, '2026-03-10', -1_500, 'withdrawal');
    expect(candidateRank(defaults, bank(1, '2026-04-20', -1_500), fee)?.days).toBe(41);
  });
});

describe('matchLines', () => {
  it('is one-to-one with the nearest date, then the lowest id, winning', () => {
    const lines = [bank(10, '2026-03-12', 50_000), bank(11, '2026-03-10', 50_000)];
    const items = [
      book(1, '2026-03-09', 50_000, 'deposit'),
      book(2, '2026-03-10', 50_000, 'deposit'),
      book(3, '2026-03-10', 50_000, 'deposit'),
    ];
    expect(matchLines(defaults, lines, items)).toEqual([
      { bankId: 11, bookId: 2 },
      { bankId: 10, bookId: 3 },
    ]);
  });
  it('matches a check by number before a nearer check of the same amount', () => {
    const lines = [bank(10, '2026-03-05', -2_000, '1002')];
    const items = [
      book(1, '2026-03-05', -2_000, 'check', '1001'),
      book(2, '2026-03-01', -2_000, 'check', '1002'),
    ];
    expect(matchLines(defaults, lines, items)).toEqual([{ bankId: 10, bookId: 2 }]);
  });
});

describe('manual match and the arithmetic', () => {
  it('needs items that add up to the bank line', () => {
    expect(manualMatchProblem(30_000, [10_000, 20_000])).toBeNull();
    expect(manualMatchProblem(30_000, [10_000])).toMatch(/add up/);
    expect(manualMatchProblem(30_000, [])).toMatch(/at least one/);
  });
  it('is zero when books and bank agree', () => {
    // Bank 1,000.00; a check of 200.00 not yet cleared, a deposit of 50.00 in transit, a fee
    // of 5.00 the books do not have: the books say 855.00.
    const figures = {
      statementBalanceCents: 100_000,
      outstandingChecksCents: -20_000,
      depositsInTransitCents: 5_000,
      unclearedBankCents: -500,
      bookBalanceCents: 85_500,
    };
    expect(reconcile(figures)).toEqual({ adjustedBalanceCents: 85_500, differenceCents: 0 });
    expect(reconcile({ ...figures, bookBalanceCents: 85_000 }).differenceCents).toBe(500);
  });
});

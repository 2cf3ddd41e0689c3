import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BudgetMessages,
  budgetAmountText,
  copyBudgetAmounts,
  increaseCents,
  increasePercentageProblem,
  parseBudgetAmount,
  parseBudgetImport,
  parseIncreasePercentage,
} from './budgets';

describe('budget copy increase percentage (spec 2 §5: a number or null)', () => {
  it('parses numbers and gives null for empty or non-numbers', () => {
    expect(parseIncreasePercentage('3.5')).toBe(3.5);
    expect(parseIncreasePercentage(' -2 ')).toBe(-2);
    expect(parseIncreasePercentage('4%')).toBe(4);
    expect(parseIncreasePercentage('.25')).toBe(0.25);
    expect(parseIncreasePercentage(7)).toBe(7);
    expect(parseIncreasePercentage('')).toBeNull();
    expect(parseIncreasePercentage('abc')).toBeNull();
    expect(parseIncreasePercentage('1.2.3')).toBeNull();
    expect(parseIncreasePercentage(null)).toBeNull();
    expect(parseIncreasePercentage(Number.NaN)).toBeNull();
  });
  it('accepts at most 4 decimals within ±1000', () => {
    expect(increasePercentageProblem(null)).toBeNull();
    expect(increasePercentageProblem(3.1234)).toBeNull();
    expect(increasePercentageProblem(3.12345)).toBe(BudgetMessages.increaseInvalid);
    expect(increasePercentageProblem(1001)).toBe(BudgetMessages.increaseOutOfRange);
  });
});

describe('budget increase rounding', () => {
  it('rounds half-up to the cent, away from zero for negatives', () => {
    expect(increaseCents(10_000, 3.5)).toBe(10_350);
    expect(increaseCents(1_001, 3.5)).toBe(1_036); // 1036.035
    expect(increaseCents(1_000, 0.05)).toBe(1_001); // 1000.5 rounds up
    expect(increaseCents(-1_000, 0.05)).toBe(-1_001);
    expect(increaseCents(999, -10)).toBe(899); // 899.1
    expect(increaseCents(12_345, null)).toBe(12_345);
    expect(increaseCents(9_007_199_254_740, 100)).toBe(18_014_398_509_480);
  });
  it('copies with no increase unchanged', () => {
    expect(copyBudgetAmounts([100, 0, -5], null)).toEqual([100, 0, -5]);
    expect(copyBudgetAmounts([100, 0, -5], 0)).toEqual([100, 0, -5]);
  });
  it('increases the year once and shares it out so the periods add up exactly', () => {
    // 12 × $100.01 at 3.5%: the year is 1,242.1242 → $1,242.12; each period 103.51035.
    const copied = copyBudgetAmounts(Array<number>(12).fill(10_001), 3.5);
    expect(copied.reduce((a, b) => a + b, 0)).toBe(124_212);
    expect(copied).toEqual(Array<number>(12).fill(10_351));
    // $1,000.00 over 3 periods at 1%: $1,010.00 shared 336.68 / 336.66 / 336.66.
    expect(copyBudgetAmounts([33_334, 33_333, 33_333], 1)).toEqual([33_668, 33_666, 33_666]);
    expect(copyBudgetAmounts([0, 50_000, 0, 50_000], 3.5)).toEqual([0, 51_750, 0, 51_750]);
  });
  it('increases mixed signs one amount at a time', () => {
    expect(copyBudgetAmounts([1_001, -1_001], 3.5)).toEqual([1_036, -1_036]);
  });
  it('always sums to the increased year total for amounts of one sign', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: -99_9999, max: 99_9999 }),
        (amounts, tenThousandths) => {
          const percent = tenThousandths / 10_000;
          const total = amounts.reduce((a, b) => a + b, 0);
          const copied = copyBudgetAmounts(amounts, percent);
          expect(copied.reduce((a, b) => a + b, 0)).toBe(increaseCents(total, percent));
          expect(copied.every(Number.isSafeInteger)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('budget amounts typed in dollars', () => {
  it('parses dollars, commas, signs and parentheses', () => {
    expect(parseBudgetAmount('1,234.5')).toBe(123_450);
    expect(parseBudgetAmount('$12')).toBe(1_200);
    expect(parseBudgetAmount('-5.25')).toBe(-525);
    expect(parseBudgetAmount('(5.00)')).toBe(-500);
    expect(parseBudgetAmount('  ')).toBeNull();
    expect(parseBudgetAmount('1.234')).toBe('invalid');
    expect(parseBudgetAmount('ten')).toBe('invalid');
  });
  it('shows cents as the field text', () => {
    expect(budgetAmountText(123_450)).toBe('1234.50');
    expect(budgetAmountText(-5)).toBe('-0.05');
    expect(budgetAmountText(0)).toBe('');
  });
});

describe('budget import file', () => {
  const heading = `AccountNumber,${Array.from({ length: 12 }, (_, i) => `Period${i + 1}`).join(',')}`;
  const row = (account: string, amounts: string[]) =>
    [account, ...amounts, ...Array<string>(12 - amounts.length).fill('')].join(',');

  it('reads an account and 12 amounts per row', () => {
    const text = [heading, row('4000', ['1000', '"1,000.50"', '"2,000"']), row('5000', [])].join(
      '\n',
    );
    const { rows, problem } = parseBudgetImport(text, 12);
    expect(problem).toBeNull();
    expect(rows[0]).toEqual({
      row: 2,
      accountNumber: '4000',
      amounts: [100_000, 100_050, 200_000, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      problems: [],
    });
    expect(rows[1]?.amounts).toHaveLength(12);
  });
  it('names each row’s problems', () => {
    const text = [
      heading,
      row('4000', ['abc']),
      row('', ['1']),
      row('4000', ['1']),
      row('5000', ['1', '2', '3', '4', '5']),
    ].join('\n');
    const { rows } = parseBudgetImport(text, 4);
    expect(rows.map((r) => r.problems)).toEqual([
      [BudgetMessages.badAmount(2, 'Period1')],
      [BudgetMessages.noAccountNumber(3)],
      [BudgetMessages.duplicateAccount(4, '4000', 2)],
      [BudgetMessages.beyondPeriods(5, 'Period5', 4)],
    ]);
    expect(rows[3]?.amounts).toEqual([100, 200, 300, 400]);
    expect(rows[0]?.amounts).toEqual([0, 0, 0, 0]);
  });
  it('refuses a file without the heading, without rows or with an open quote', () => {
    expect(parseBudgetImport('Account,Jan\n4000,1', 12).problem).toBe(BudgetMessages.noHeading);
    expect(parseBudgetImport(heading, 12).problem).toBe(BudgetMessages.noRows);
    expect(parseBudgetImport(`${heading}\n"4000,1`, 12).problem).toMatch(/not closed/);
  });
});

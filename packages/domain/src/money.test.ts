import { describe, expect, it } from 'vitest';
import {
  centsDecimalText,
  countAndTotal,
  overdraft,
  MaxMoneyCents,
  MoneyEntryMessages,
  allocateCents,
  formatCents,
  moneyEntryText,
  readMoneyEntry,
  toCents,
} from './money';

describe('money', () => {
  it('parses dollars to integer cents', () => {
    expect(toCents('12.3')).toBe(1230);
    expect(toCents('-0.05')).toBe(-5);
    expect(toCents('1000')).toBe(100000);
    expect(() => toCents('1.234')).toThrow(RangeError);
    expect(() => toCents('abc')).toThrow(RangeError);
  });
  it('refuses amounts beyond 999,999,999,999 cents either way', () => {
    expect(toCents('9999999999.99')).toBe(MaxMoneyCents);
    expect(toCents('-9999999999.99')).toBe(-MaxMoneyCents);
    expect(() => toCents('10000000000.00')).toThrow(RangeError);
    expect(() => toCents('-10000000000')).toThrow(RangeError);
  });
  it('formats cents as dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-5)).toBe('-$0.05');
  });
  it('allocates so parts sum exactly to the whole', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocateCents(1001, [50, 25, 25])).toEqual([501, 250, 250]);
    const parts = allocateCents(99_999, [3, 7, 11, 13]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(99_999);
  });
});

describe('money field entry (readMoneyEntry)', () => {
  const cents = (text: string, allowNegative = false) => {
    const entry = readMoneyEntry(text, { allowNegative });
    return entry.kind === 'amount' ? entry.cents : entry.kind;
  };
  it('reads dollars as integer cents without floating-point rounding', () => {
    expect(cents('1,234.56')).toBe(123456);
    expect(cents('$1,234.56')).toBe(123456);
    expect(cents('1234.56')).toBe(123456);
    expect(cents('0.1')).toBe(10);
    expect(cents('$12')).toBe(1200);
    expect(cents('.5')).toBe(50);
    expect(cents('7.')).toBe(700);
    expect(cents(' 19.99 ')).toBe(1999);
    // 1.15 * 100 is 114.99999999999999 and 4.35 * 100 is 434.99999999999994 in floating point.
    expect(cents('1.15')).toBe(115);
    expect(cents('4.35')).toBe(435);
    expect(cents('1,234,567.89')).toBe(123456789);
    expect(cents('9,999,999,999.99')).toBe(MaxMoneyCents);
  });
  it('adds entered 0.1 and 0.2 to exactly 30 cents', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(Number(cents('0.1')) + Number(cents('0.2'))).toBe(30);
    expect(Number(cents('0.1')) + Number(cents('0.2'))).toBe(cents('0.3'));
  });
  it('refuses a third decimal rather than rounding it (1.005 is not 1.00 or 1.01)', () => {
    expect(readMoneyEntry('1.005')).toEqual({
      kind: 'invalid',
      problem: MoneyEntryMessages.tooManyDecimals,
    });
    expect(cents('0.30000000000000004')).toBe('invalid');
    expect(cents('1.500')).toBe(150);
    expect(cents('2.000')).toBe(200);
  });
  it('reads negatives only where the field allows them', () => {
    expect(cents('-5.25', true)).toBe(-525);
    expect(cents('(5.25)', true)).toBe(-525);
    expect(cents('-$5.25', true)).toBe(-525);
    expect(cents('$-1,234.56', true)).toBe(-123456);
    expect(readMoneyEntry('-5.25')).toEqual({
      kind: 'invalid',
      problem: MoneyEntryMessages.negative,
    });
    expect(cents('-0', false)).toBe(0);
    expect(Object.is(cents('-0.00', true), -0)).toBe(false);
    expect(cents('--5', true)).toBe('invalid');
    expect(cents('-(5)', true)).toBe('invalid');
  });
  it('reads an empty field as empty, and refuses what is not an amount', () => {
    expect(readMoneyEntry('')).toEqual({ kind: 'empty' });
    expect(readMoneyEntry('   ')).toEqual({ kind: 'empty' });
    for (const text of [
      '$',
      '.',
      'abc',
      '12,34',
      '1,2345',
      '0,123',
      '1.2.3',
      '5-',
      '1e3',
      '0x10',
      'NaN',
    ]) {
      expect(cents(text), text).toBe('invalid');
    }
    expect(readMoneyEntry('10,000,000,000')).toEqual({
      kind: 'invalid',
      problem: MoneyEntryMessages.tooLarge,
    });
    expect(cents('-99999999999.99', true)).toBe('invalid');
  });
  it('shows cents as dollars with two decimals', () => {
    expect(moneyEntryText(123456)).toBe('1,234.56');
    expect(moneyEntryText(-5)).toBe('-0.05');
    expect(moneyEntryText(1200)).toBe('12.00');
    expect(moneyEntryText(null)).toBe('');
    expect(centsDecimalText(123456)).toBe('1234.56');
    expect(centsDecimalText(-5)).toBe('-0.05');
    expect(centsDecimalText(0)).toBe('0.00');
  });
});

describe('confirmations before money moves', () => {
  const checks = { one: 'check', many: 'checks' };
  it('names the count and the total', () => {
    expect(countAndTotal(3, checks, 125_000)).toBe('3 checks, $1,250.00 in all');
    expect(countAndTotal(1, checks, 40_000)).toBe('1 check, $400.00');
    expect(countAndTotal(1_200, { one: 'owner', many: 'owners' }, 6_000_000)).toBe(
      '1,200 owners, $60,000.00 in all',
    );
  });
  it('finds the shortfall of a payment the book balance does not cover', () => {
    expect(overdraft(10_000, 10_000)).toBeNull();
    expect(overdraft(10_000, 10_001)).toBe(1);
    expect(overdraft(-500, 100)).toBe(600);
  });
});

import { describe, expect, it } from 'vitest';
import { MaxMoneyCents, allocateCents, formatCents, toCents } from './money';

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

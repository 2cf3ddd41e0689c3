import { describe, expect, it } from 'vitest';
import {
  applyPrepaidCredit,
  assessmentCents,
  shareByOwnership,
  toMillionths,
} from './charges-methods';

const property = { AssessedValueCents: 20_000_000, SquareFeet: 1_250, PercentOwnership: null };

describe('assessment methods', () => {
  it('1 flat dollar charges the amount', () => {
    expect(assessmentCents({ MethodId: 1, Amount: 25_000, Rate: null }, property)).toBe(25_000);
    expect(assessmentCents({ MethodId: null, Amount: 9_999, Rate: null }, property)).toBe(9_999);
  });

  it('2 percent of property value: $200,000.00 at 0.125% is $250.00', () => {
    expect(assessmentCents({ MethodId: 2, Amount: 0, Rate: '0.125' }, property)).toBe(25_000);
    // $123,456.78 at 0.1% is $123.45678, rounded to $123.46.
    expect(
      assessmentCents(
        { MethodId: 2, Amount: 0, Rate: '0.100000' },
        { ...property, AssessedValueCents: 12_345_678 },
      ),
    ).toBe(12_346);
  });

  it('3 square feet × rate: 1,250 sq ft at $0.1875 is $234.375, rounded to $234.38', () => {
    expect(assessmentCents({ MethodId: 3, Amount: 0, Rate: '0.1875' }, property)).toBe(23_438);
    expect(
      assessmentCents({ MethodId: 3, Amount: 0, Rate: '0.2' }, { ...property, SquareFeet: null }),
    ).toBe(0);
  });

  it('4 total × percent ownership: parts sum to the total', () => {
    // $1,000.00 over three thirds: 333.33 each and the cent left to the first.
    expect(shareByOwnership(100_000, ['33.333333', '33.333333', '33.333334'])).toEqual([
      33_333, 33_333, 33_334,
    ]);
    // $100.01 over 50/25/25: 50.005 → 50.00 (+1), 25.0025 → 25.00, 25.0025 → 25.00.
    expect(shareByOwnership(10_001, ['50', '25', '25'])).toEqual([5_001, 2_500, 2_500]);
    const parts = shareByOwnership(777_777, ['12.5', '37.5', '20.123456', '29.876544']);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(777_777);
    // Truncated 97,222 291,666 156,515 232,372; the two cents left go to .88 and .61.
    expect(parts).toEqual([97_222, 291_666, 156_516, 232_373]);
  });

  it('reads six-place decimals exactly', () => {
    expect(toMillionths('1.25')).toBe(1_250_000n);
    expect(toMillionths('0.000001')).toBe(1n);
    expect(toMillionths(null)).toBe(0n);
    expect(() => toMillionths('abc')).toThrow(RangeError);
  });
});

describe('prepaid credit applied to charges', () => {
  it('pays the balances in order until the credit runs out', () => {
    expect(applyPrepaidCredit(30_000, [25_000, 10_000, 5_000])).toEqual([25_000, 5_000, 0]);
    expect(applyPrepaidCredit(5_000, [-1_000, 25_000])).toEqual([0, 5_000]);
    expect(applyPrepaidCredit(50_000, [25_000])).toEqual([25_000]);
    expect(applyPrepaidCredit(0, [25_000])).toEqual([0]);
  });
});

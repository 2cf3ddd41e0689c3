import { describe, expect, it } from 'vitest';
import { MethodId } from '../static-data/code-methods';
import { LateFeeMessages, lateFeeCents, lateFeeSettingsProblem } from './late-fees';
import { divideHalfUp, percentOfCents, rateMillionths } from './late-fees-rounding';
import { agedUnpaidCents, cutoffDate, monthStart } from './late-fees-unpaid';

const rule = (methodId: number, amountCents = 2_500, rate: string | null = '10') => ({
  MethodId: methodId,
  AmountCents: amountCents,
  Rate: rate,
});

describe('late fee methods (5-9)', () => {
  it('5 flat charges the flat amount when anything is unpaid', () => {
    expect(lateFeeCents(rule(MethodId.LateFeeFlat), [25_000])).toBe(2_500);
    expect(lateFeeCents(rule(MethodId.LateFeeFlat), [0, -100])).toBe(0);
  });
  it('6 percent of unpaid: 10 % of $250.00 + $100.05 is $35.01 (3500.5 cents rounds up)', () => {
    expect(lateFeeCents(rule(MethodId.LateFeePercentOfUnpaid), [25_000, 10_005])).toBe(3_501);
  });
  it('7 flat plus percent: $25.00 + 10 % of $250.00 = $50.00', () => {
    expect(lateFeeCents(rule(MethodId.LateFeeFlatPlusPercent), [25_000])).toBe(5_000);
  });
  it('8 based on selected codes: the flat amount for each unpaid selected code', () => {
    expect(lateFeeCents(rule(MethodId.LateFeeBasedOnSelectedCodes), [25_000, 100, 0])).toBe(5_000);
  });
  it('9 greater of flat or percent', () => {
    expect(lateFeeCents(rule(MethodId.LateFeeGreaterOfFlatOrPercent), [10_000])).toBe(2_500);
    expect(lateFeeCents(rule(MethodId.LateFeeGreaterOfFlatOrPercent), [100_000])).toBe(10_000);
  });
  it('charges nothing under a method that is not a late fee method or without a rate', () => {
    expect(lateFeeCents(rule(MethodId.FlatDollar), [25_000])).toBe(0);
    expect(lateFeeCents(rule(MethodId.LateFeePercentOfUnpaid, 0, null), [25_000])).toBe(0);
  });
});

describe('rounding to the cent, half up', () => {
  it('rounds halves up and the rest to the nearest cent', () => {
    expect(percentOfCents(10_010, '5')).toBe(501); // 500.5
    expect(percentOfCents(10_009, '5')).toBe(500); // 500.45
    expect(percentOfCents(333, '1.5')).toBe(5); // 4.995
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(7n, 3n)).toBe(2n);
  });
  it('reads rates exactly, to 6 decimals', () => {
    expect(rateMillionths('18')).toBe(18_000_000n);
    expect(rateMillionths('1.234567')).toBe(1_234_567n);
    expect(rateMillionths('1.2345678')).toBeNull();
    expect(rateMillionths('-1')).toBeNull();
    expect(rateMillionths(2.5)).toBe(2_500_000n);
  });
});

describe('unpaid balance older than the exclusion days', () => {
  const lines = [
    { PostDate: '2026-01-01', AmountCents: 25_000 },
    { PostDate: '2026-02-01', AmountCents: 25_000 },
    { PostDate: '2026-02-10', AmountCents: -30_000 },
    { PostDate: '2026-03-01', AmountCents: 25_000 },
  ];
  it('pays the oldest charges first: only what the newest charges left is unpaid', () => {
    // Balance on 03-20: $750.00 charged − $300.00 paid = $450.00, all older than 15 days.
    expect(agedUnpaidCents(lines, '2026-03-20', cutoffDate('2026-03-20', 15))).toBe(45_000);
    // With 30 exclusion days the March charge is too young: 45,000 - 25,000.
    expect(agedUnpaidCents(lines, '2026-03-20', cutoffDate('2026-03-20', 30))).toBe(20_000);
  });
  it('current month only counts the unpaid part of this month’s charges', () => {
    expect(agedUnpaidCents(lines, '2026-03-20', '2026-03-20', monthStart('2026-03-20'))).toBe(
      25_000,
    );
    const paid = [...lines, { PostDate: '2026-03-05', AmountCents: -40_000 }];
    expect(agedUnpaidCents(paid, '2026-03-20', '2026-03-20', '2026-03-01')).toBe(5_000);
  });
  it('never goes below zero and ignores lines after the run date', () => {
    expect(
      agedUnpaidCents([{ PostDate: '2026-01-01', AmountCents: -500 }], '2026-03-01', '2026-03-01'),
    ).toBe(0);
    expect(agedUnpaidCents(lines, '2026-01-15', '2026-01-15')).toBe(25_000);
  });
  it('counts exclusion days back from the run date', () => {
    expect(cutoffDate('2026-03-01', 0)).toBe('2026-03-01');
    expect(cutoffDate('2026-03-01', 1)).toBe('2026-02-28');
    expect(cutoffDate('2024-03-01', 365)).toBe('2023-03-02');
  });
});

describe('late fee settings', () => {
  it('need at least one code', () => {
    expect(lateFeeSettingsProblem({ CodeIds: [], ExclusionDays: 0 })).toEqual({
      field: 'CodeIds',
      message: 'At least one Code must be selected.',
    });
  });
  it('take exclusion days 0 to 365', () => {
    for (const days of [0, 365])
      expect(lateFeeSettingsProblem({ CodeIds: [1], ExclusionDays: days })).toBeNull();
    for (const days of [-1, 366, 1.5, null])
      expect(lateFeeSettingsProblem({ CodeIds: [1], ExclusionDays: days })?.message).toBe(
        LateFeeMessages.exclusionDays,
      );
  });
});

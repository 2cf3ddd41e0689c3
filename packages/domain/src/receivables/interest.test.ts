import { describe, expect, it } from 'vitest';
import { MethodId } from '../static-data/code-methods';
import { CodeTypeId } from '../static-data/codes';
import {
  interestAppliesToCodeType,
  interestCents,
  InterestLimits,
  interestSettingsProblems,
  isValidInterestRate,
  paidWithinExclusion,
} from './interest';

const valid = {
  Days: 30,
  ExclusionDays: 0,
  Rate: 18,
  MethodId: MethodId.InterestSimple,
  AllCandidates: true,
  CodeIds: [1],
  PropertyIds: [],
};

describe('interest settings', () => {
  it('accept valid settings and the defaults days 1, rate 1, exclusion 0', () => {
    expect(interestSettingsProblems(valid)).toEqual([]);
    expect(InterestLimits.Days.Default).toBe(1);
    expect(InterestLimits.Rate.Default).toBe(1);
    expect(InterestLimits.ExclusionDays.Default).toBe(0);
    expect(InterestLimits.CandidatesPageSize).toBe(10);
  });
  it('give the spec messages', () => {
    const messages = interestSettingsProblems({
      Days: null,
      ExclusionDays: 0,
      Rate: 0,
      MethodId: null,
      AllCandidates: false,
      CodeIds: [],
      PropertyIds: [],
    }).map((p) => p.message);
    expect(messages).toEqual([
      'At least 1 code must be selected.',
      'Days cannot be empty.',
      'Must select an interest method.',
      'Invalid interest rate.',
      'At least 1 property must be selected.',
    ]);
  });
  it('take delinquency days 1 to 365 and exclusion days 0 to 365', () => {
    for (const Days of [1, 365]) expect(interestSettingsProblems({ ...valid, Days })).toEqual([]);
    for (const Days of [0, 366])
      expect(interestSettingsProblems({ ...valid, Days })[0]?.field).toBe('Days');
    for (const ExclusionDays of [0, 365])
      expect(interestSettingsProblems({ ...valid, ExclusionDays })).toEqual([]);
    for (const ExclusionDays of [-1, 366, null])
      expect(interestSettingsProblems({ ...valid, ExclusionDays })[0]?.field).toBe('ExclusionDays');
  });
  it('take a rate that is non-zero and at most 365', () => {
    expect(isValidInterestRate(365)).toBe(true);
    expect(isValidInterestRate(0.5)).toBe(true);
    for (const rate of [0, 365.01, -1, null, Number.NaN])
      expect(isValidInterestRate(rate)).toBe(false);
  });
  it('refuse a method outside 10-12', () => {
    expect(interestSettingsProblems({ ...valid, MethodId: MethodId.LateFeeFlat })[0]?.message).toBe(
      'Must select an interest method.',
    );
  });
  it('need properties only when not all candidates', () => {
    expect(interestSettingsProblems({ ...valid, AllCandidates: false, PropertyIds: [7] })).toEqual(
      [],
    );
  });
});

describe('interest amounts', () => {
  it('simple: $1,000.00 at 18 % for March (31 days) is $15.29 (1528.77 cents)', () => {
    expect(interestCents(MethodId.InterestSimple, 100_000, 18, '2026-03-15')).toBe(1_529);
    expect(interestCents(MethodId.InterestSelectedCodes, 100_000, 18, '2026-03-15')).toBe(1_529);
  });
  it('simple: $250.00 at 12 % for April (30 days) is $2.47 (246.58 cents)', () => {
    expect(interestCents(MethodId.InterestSimple, 25_000, '12', '2026-04-01')).toBe(247);
  });
  it('compound per month: $1,000.00 at 18 % is $15.00; $250.00 at 1 % is 20.83 → 21 cents', () => {
    expect(interestCents(MethodId.InterestCompound, 100_000, 18, '2026-03-15')).toBe(1_500);
    expect(interestCents(MethodId.InterestCompound, 25_000, 1, '2026-03-15')).toBe(21);
  });
  it('rounds half up: $73.00 at 1 % for a 30-day month is 6 cents (exactly 6.0)', () => {
    expect(interestCents(MethodId.InterestSimple, 7_300, 1, '2026-04-01')).toBe(6);
    // 1,825 cents × 1 % × 30 / 365 = 1.5 → 2
    expect(interestCents(MethodId.InterestSimple, 1_825, 1, '2026-04-01')).toBe(2);
  });
  it('charges nothing on nothing', () => {
    expect(interestCents(MethodId.InterestSimple, 0, 18, '2026-03-15')).toBe(0);
    expect(interestCents(MethodId.InterestSimple, -100, 18, '2026-03-15')).toBe(0);
  });
  it('simple interest excludes code type 11', () => {
    expect(interestAppliesToCodeType(MethodId.InterestSimple, CodeTypeId.Interest)).toBe(false);
    expect(interestAppliesToCodeType(MethodId.InterestSimple, CodeTypeId.Assessment)).toBe(true);
    expect(interestAppliesToCodeType(MethodId.InterestCompound, CodeTypeId.Interest)).toBe(true);
    expect(interestAppliesToCodeType(MethodId.InterestSelectedCodes, CodeTypeId.Interest)).toBe(
      true,
    );
  });
});

describe('interest exclusion days', () => {
  it('leave out owners who paid within the days before the run date', () => {
    expect(paidWithinExclusion(['2026-03-10'], '2026-03-15', 10)).toBe(true);
    expect(paidWithinExclusion(['2026-03-05'], '2026-03-15', 10)).toBe(false);
    expect(paidWithinExclusion(['2026-03-16'], '2026-03-15', 10)).toBe(false);
    expect(paidWithinExclusion(['2026-03-15'], '2026-03-15', 0)).toBe(false);
  });
});

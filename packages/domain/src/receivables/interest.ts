// Interest (spec 3 §3 'Interest settings', 'Code methods: interest (selected codes 10, simple 11,
// compound 12)', §5 'Interest', §9 'Interest defaults: days 1, rate 1, exclusion 0'). An interest
// run charges the community's interest code on each owner's delinquent balance of the selected
// codes (the part older than Days), at Rate percent a year, for one month:
//  - 10 selected codes and 11 simple: balance × rate % × days of the month / 365;
//  - 12 compound, monthly: balance × rate % / 12, the balance including interest charged before.
// Simple interest charges no interest on interest: codes of type 11 are not offered and not used.
// Owners who paid within the last ExclusionDays days are left out. Cents round half up.
// The delinquent balance is the open charges of open-balance.ts older than Days.
import { daysInMonth, type IsoDate } from '../dates';
import { cutoffDate } from './late-fees-unpaid';
import { MethodId } from '../static-data/code-methods';
import { CodeTypeId } from '../static-data/codes';
import { divideHalfUp, rateMillionths, RateScale } from './late-fees-rounding';

export const InterestLimits = {
  Days: { Min: 1, Max: 365, Default: 1 },
  ExclusionDays: { Min: 0, Max: 365, Default: 0 },
  Rate: { Max: 365, Default: 1 },
  /** Candidates per page (spec 3 §9 'Interest candidates 10 (8 buttons)'). */
  CandidatesPageSize: 10,
} as const;

export const InterestMethodIds: readonly number[] = [
  MethodId.InterestSelectedCodes,
  MethodId.InterestSimple,
  MethodId.InterestCompound,
];

export const InterestMessages = {
  noCode: 'At least 1 code must be selected.',
  noDays: 'Days cannot be empty.',
  noMethod: 'Must select an interest method.',
  badRate: 'Invalid interest rate.',
  noProperty: 'At least 1 property must be selected.',
  daysRange: `Days must be between ${InterestLimits.Days.Min} and ${InterestLimits.Days.Max}.`,
  exclusionDaysRange: `Exclusion days must be between ${InterestLimits.ExclusionDays.Min} and ${InterestLimits.ExclusionDays.Max}.`,
  noInterestCode: 'The community has no interest code; add a code of type Interest first.',
  notChargeableCode: 'Only charge codes of this community can be selected.',
  interestOnInterest: 'Simple interest cannot be charged on interest codes.',
  notCandidate: 'Only properties of this community can be selected.',
  oneInterestCode: 'Select one interest code for an interest run.',
} as const;

export interface InterestSettingsInput {
  Days: number | null;
  ExclusionDays: number | null;
  Rate: number | null;
  MethodId: number | null;
  AllCandidates: boolean;
  CodeIds: readonly number[];
  PropertyIds: readonly number[];
}

export interface InterestProblem {
  field: keyof InterestSettingsInput;
  message: string;
}

const inRange = (value: number | null, min: number, max: number) =>
  value !== null && Number.isInteger(value) && value >= min && value <= max;

/** A rate is valid when non-zero, at most 365 and of at most 6 decimals (never negative). */
export function isValidInterestRate(rate: number | null): boolean {
  if (rate === null || !Number.isFinite(rate) || rate <= 0 || rate > InterestLimits.Rate.Max)
    return false;
  return rateMillionths(String(rate)) !== null;
}

/** Every problem of the interest settings, in the order the screen checks them. */
export function interestSettingsProblems(input: InterestSettingsInput): InterestProblem[] {
  const problems: InterestProblem[] = [];
  const add = (field: keyof InterestSettingsInput, message: string) =>
    problems.push({ field, message });
  if (input.CodeIds.length === 0) add('CodeIds', InterestMessages.noCode);
  if (input.Days === null) add('Days', InterestMessages.noDays);
  else if (!inRange(input.Days, InterestLimits.Days.Min, InterestLimits.Days.Max))
    add('Days', InterestMessages.daysRange);
  if (input.MethodId === null || !InterestMethodIds.includes(input.MethodId))
    add('MethodId', InterestMessages.noMethod);
  if (!isValidInterestRate(input.Rate)) add('Rate', InterestMessages.badRate);
  if (
    !inRange(
      input.ExclusionDays,
      InterestLimits.ExclusionDays.Min,
      InterestLimits.ExclusionDays.Max,
    )
  )
    add('ExclusionDays', InterestMessages.exclusionDaysRange);
  if (!input.AllCandidates && input.PropertyIds.length === 0)
    add('PropertyIds', InterestMessages.noProperty);
  return problems;
}

/** Whether a code of this type can bear interest under the method (simple excludes type 11). */
export function interestAppliesToCodeType(methodId: number | null, codeTypeId: number): boolean {
  return !(methodId === MethodId.InterestSimple && codeTypeId === CodeTypeId.Interest);
}

/**
 * One month's interest on a delinquent balance, in cents, half up: simple and selected codes
 * balance × rate % × (days of the month of `date`) / 365; compound balance × rate % / 12.
 */
export function interestCents(
  methodId: number,
  balanceCents: number,
  rate: string | number,
  date: IsoDate,
): number {
  const millionths = rateMillionths(typeof rate === 'number' ? String(rate) : rate);
  if (millionths === null || balanceCents <= 0) return 0;
  const percent = 100n * 10n ** BigInt(RateScale);
  const base = BigInt(balanceCents) * millionths;
  if (methodId === MethodId.InterestCompound) return Number(divideHalfUp(base, percent * 12n));
  const days = BigInt(daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7))));
  return Number(divideHalfUp(base * days, percent * 365n));
}

/**
 * Whether an owner is left out for having paid (owner payments 48-51) within the exclusion days
 * before the run date: a payment after `date` − ExclusionDays, up to `date`. 0 excludes nobody.
 * Only payments that stand count: one returned NSF or backed out by the run date (open-balance.ts)
 * or removed is no payment, so the caller leaves its date out.
 */
export function paidWithinExclusion(
  paymentDates: readonly IsoDate[],
  date: IsoDate,
  exclusionDays: number,
): boolean {
  const from = cutoffDate(date, exclusionDays);
  return paymentDates.some((d) => d > from && d <= date);
}

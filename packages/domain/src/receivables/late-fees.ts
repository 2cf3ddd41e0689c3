// Late fees (spec 3 §3 'Code methods: late fee', §5 'Late fees: at least one code; exclusion days
// 0 to 365', §9 'Late fee exclusion default 0'). A late fee run charges each owner whose unpaid
// balance of the selected codes, older than the exclusion days, is above zero, the community's
// late fee code computed by the code's method from that unpaid balance.
import { MethodId } from '../static-data/code-methods';
import { percentOfCents } from './late-fees-rounding';

export const LateFeeExclusionDays = { Min: 0, Max: 365, Default: 0 } as const;

export const LateFeeMessages = {
  /** Spec 3 §5 (apply charges, collections); late fees need a code too. */
  noCode: 'At least one Code must be selected.',
  exclusionDays: `Exclusion days must be between ${LateFeeExclusionDays.Min} and ${LateFeeExclusionDays.Max}.`,
  noLateFeeCode: 'The community has no late fee code; add a code of type Late Fee first.',
  notLateFeeCode: 'The late fee code must be a code of type Late Fee of this community.',
  notChargeableCode: 'Only charge codes of this community can be selected.',
  unknownMethod:
    'The late fee code has no late fee method (flat, percent of unpaid, flat plus percent, based on selected codes, greater of flat or percent).',
} as const;

/** The late fee code's calculation: method 5-9, flat amount in cents, percent as a decimal. */
export interface LateFeeCodeRule {
  MethodId: number;
  AmountCents: number;
  /** Percent of the unpaid balance (codes.rate), e.g. '10' or '1.5'; null when not set. */
  Rate: string | null;
}

export const LateFeeMethodIds: readonly number[] = [
  MethodId.LateFeeFlat,
  MethodId.LateFeePercentOfUnpaid,
  MethodId.LateFeeFlatPlusPercent,
  MethodId.LateFeeBasedOnSelectedCodes,
  MethodId.LateFeeGreaterOfFlatOrPercent,
];

/**
 * The late fee of one owner, from the unpaid balance of each selected code:
 * 5 flat; 6 percent of the unpaid total; 7 flat plus that percent; 8 the flat amount for each
 * selected code that is unpaid; 9 the greater of flat or percent. Nothing when nothing is unpaid.
 */
export function lateFeeCents(rule: LateFeeCodeRule, unpaidByCode: readonly number[]): number {
  const unpaid = unpaidByCode.filter((cents) => cents > 0);
  const total = unpaid.reduce((sum, cents) => sum + cents, 0);
  if (total <= 0) return 0;
  const percent = percentOfCents(total, rule.Rate ?? '0');
  switch (rule.MethodId) {
    case MethodId.LateFeeFlat:
      return rule.AmountCents;
    case MethodId.LateFeePercentOfUnpaid:
      return percent;
    case MethodId.LateFeeFlatPlusPercent:
      return rule.AmountCents + percent;
    case MethodId.LateFeeBasedOnSelectedCodes:
      return rule.AmountCents * unpaid.length;
    case MethodId.LateFeeGreaterOfFlatOrPercent:
      return Math.max(rule.AmountCents, percent);
    default:
      return 0;
  }
}

export interface LateFeeSettingsInput {
  CodeIds: readonly number[];
  ExclusionDays: number | null;
}

export interface SettingsProblem {
  field: string;
  message: string;
}

/** The first problem of a late fee run's settings, or null. */
export function lateFeeSettingsProblem(input: LateFeeSettingsInput): SettingsProblem | null {
  if (input.CodeIds.length === 0) return { field: 'CodeIds', message: LateFeeMessages.noCode };
  const days = input.ExclusionDays;
  if (
    days === null ||
    !Number.isInteger(days) ||
    days < LateFeeExclusionDays.Min ||
    days > LateFeeExclusionDays.Max
  )
    return { field: 'ExclusionDays', message: LateFeeMessages.exclusionDays };
  return null;
}

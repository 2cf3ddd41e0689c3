// Recurring credits (transaction type 102 behind the feature flag 'recurring credit': spec 1 §3,
// §6; spec 3 §3, §6, §7 'Settings (GetSettings, or GetSettingsAsync when recurring credit is
// enabled)'). A recurring credit code is a charge code marked as a credit: assigned to properties
// like an assessment, with a frequency and a flat amount, and applied by a run of type 102 that
// lowers each owner's balance by the amount (the code's income account debited, its receivable
// credited: a charge turned around).
import type { IsoDate } from '../dates';
import { CodeTypeId, codeTypeIdsInGroup, FrequencyId } from '../static-data/codes';
import { MethodId } from '../static-data/code-methods';
import { TxnTypeId } from '../static-data/txn-types';
import { ChargeRunTxnTypeIds, isAccrualAllowed, type FrequencyFacts } from './charges';

// Ours: the spec names no text for these.
export const RecurringCreditMessages = {
  flagOff: 'Recurring credits are not enabled for this company.',
  notCreditType:
    'A recurring credit code must be a charge code other than a late fee, interest, collection, prepaid or deposit code.',
  needsFrequency:
    'A recurring credit code needs a frequency of every two months, monthly, quarterly, semi-yearly or yearly.',
  needsFlatAmount: 'A recurring credit code needs a flat amount greater than zero.',
} as const;

/** The charge code types that may be recurring credits: not those of a run or balance of their own. */
export const RecurringCreditCodeTypeIds: readonly number[] = codeTypeIdsInGroup('Charge').filter(
  (id) =>
    !(
      [
        CodeTypeId.LateFee,
        CodeTypeId.Interest,
        CodeTypeId.CollectionAction,
        CodeTypeId.PrePaid,
        CodeTypeId.SecurityDeposit,
      ] as number[]
    ).includes(id),
);

/** The frequencies a recurring credit may have: those the code accrual frequency rule knows. */
export const RecurringCreditFrequencyIds: readonly number[] = [
  FrequencyId.BiMonthly,
  FrequencyId.Monthly,
  FrequencyId.Quarterly,
  FrequencyId.SemiYearly,
  FrequencyId.Yearly,
];

export interface RecurringCreditCodeFacts {
  readonly TopsCodeTypeId: number;
  readonly FrequencyId: number | null;
  readonly MethodId: number | null;
  /** Cents. */
  readonly Amount: number;
}

/** Why a code cannot be a recurring credit, or null: its type, frequency and flat amount. */
export function recurringCreditCodeProblem(code: RecurringCreditCodeFacts): string | null {
  if (!RecurringCreditCodeTypeIds.includes(code.TopsCodeTypeId)) {
    return RecurringCreditMessages.notCreditType;
  }
  if (code.FrequencyId === null || !RecurringCreditFrequencyIds.includes(code.FrequencyId)) {
    return RecurringCreditMessages.needsFrequency;
  }
  if ((code.MethodId !== null && code.MethodId !== MethodId.FlatDollar) || code.Amount <= 0) {
    return RecurringCreditMessages.needsFlatAmount;
  }
  return null;
}

export interface RecurringCreditDueFacts extends FrequencyFacts {
  readonly StartDate: IsoDate | null;
  readonly EndDate: IsoDate | null;
}

/**
 * A recurring credit is due on a date inside its start and end dates (an end date on or before the
 * date has ended it, as for charges) once its frequency allows it after its last application.
 */
export function isRecurringCreditDue(code: RecurringCreditDueFacts, date: IsoDate): boolean {
  if (code.StartDate !== null && date < code.StartDate) return false;
  if (code.EndDate !== null && code.EndDate <= date) return false;
  return isAccrualAllowed(code, date);
}

/** The charge runs of the apply-charges screens: recurring credits (102) only with the flag on. */
export function chargeRunTxnTypeIds(recurringCredit: boolean): readonly number[] {
  return recurringCredit
    ? [...ChargeRunTxnTypeIds, TxnTypeId.RecurringCredits]
    : ChargeRunTxnTypeIds;
}

// Single-owner adjustments (spec 3 §2 'Adjustments', §3 'Adjustment line', 'Accelerated charge
// row', §5 'Adjustments'). Amounts are integer cents; texts in quotes in the spec are verbatim.
import { CodeTypeId, FrequencyId } from '../static-data/codes';
import { TxnTypeId } from '../static-data/txn-types';
import { dollars } from '../csv/index';

/** The new-adjustment screens, in the spec's order (spec 3 §2). */
export const NewAdjustmentTxnTypeIds = [
  TxnTypeId.PrepaidAdjustment,
  TxnTypeId.AddCharge,
  TxnTypeId.Waive,
  TxnTypeId.BeginningBalanceAdjustment,
  TxnTypeId.AcceleratedCharge,
  TxnTypeId.AcceleratedWaive,
] as const;
export type AdjustmentTxnTypeId = (typeof NewAdjustmentTxnTypeIds)[number];

export const AdjustmentTypeNames: Record<AdjustmentTxnTypeId, string> = {
  [TxnTypeId.PrepaidAdjustment]: 'Prepaid adjustment',
  [TxnTypeId.AddCharge]: 'Add charge',
  [TxnTypeId.Waive]: 'Waive charge',
  [TxnTypeId.BeginningBalanceAdjustment]: 'Beginning balance adjustment',
  [TxnTypeId.AcceleratedCharge]: 'Accelerated charge',
  [TxnTypeId.AcceleratedWaive]: 'Accelerated waive',
};

export function isAdjustmentTxnType(id: number): id is AdjustmentTxnTypeId {
  return (NewAdjustmentTxnTypeIds as readonly number[]).includes(id);
}

/** Cents as the plain decimal the spec's messages show ('125.00', '-3.50'). */
export function centsText(cents: number): string {
  return dollars(cents);
}

export const AdjustmentMessages = {
  prepaidAccounts: 'One or more Prepaid Adjustments do not have General Ledger Accounts.',
  ownerRefundNegative: 'Owner Refund amounts must be negative.',
  waiveOverBalance: (amountCents: number, balanceCents: number) =>
    `make sure adjustment amount: ${centsText(amountCents)} is not greater than the balance: ${centsText(balanceCents)}`,
  noPaymentAmount: 'Please make sure all Payments have an Amount.',
  // Ours (the spec gives no text).
  addChargeNegative: 'The total of an added charge must be at least 0.',
  prepaidCodeOnly: 'A Prepaid Adjustment must use a prepaid code.',
  prepaidSideAccount: (alias: string) =>
    `The prepaid side of the adjustment must be the account of the code ${alias}.`,
  notAdjustmentType: 'The transaction type is not an adjustment type.',
  ownerNotFound: 'The property has no active primary owner to adjust.',
  codeNotFound: 'A code of the adjustment is not a charge code of this community.',
  noAcceleratedAccount:
    'The community has no AcceleratedAssessments required account; set it in the accounting setup.',
  noRetainedEarnings:
    'The community has no RetainedEarnings required account; set it in the accounting setup.',
  acceleratedFrequency: 'Only Monthly, Quarterly and Semi-Yearly codes can be accelerated.',
  acceleratedPeriods: (alias: string, periods: number) =>
    `The code ${alias} has ${periods} period(s) left to accelerate.`,
  notAccruedAdjustment: 'Only an accrued adjustment can be posted.',
  emptyAdjustment: 'The adjustment has no lines with an amount.',
  duplicateOwner: 'An owner is listed more than once for the same code.',
} as const;

/** One line of a single-owner adjustment as entered (amounts in cents, signed where allowed). */
export interface AdjustmentLineInput {
  CodeID: number;
  TotalAmount: number;
  /** Prepaid adjustment: the owner refund flag ('Owner Refund amounts must be negative.'). */
  IsOwnerRefund?: boolean;
  DebitAccountId?: number | null;
  CreditAccountId?: number | null;
}

/** The first problem of an adjustment's lines (spec 3 §5 'Adjustments'), or null. */
export function adjustmentProblem(
  txnTypeId: AdjustmentTxnTypeId,
  lines: readonly AdjustmentLineInput[],
  balanceOf: (codeId: number) => number,
): string | null {
  const live = lines.filter((line) => line.TotalAmount !== 0);
  if (txnTypeId === TxnTypeId.PrepaidAdjustment) {
    if (live.some((line) => !line.DebitAccountId || !line.CreditAccountId))
      return AdjustmentMessages.prepaidAccounts;
    if (live.some((line) => line.IsOwnerRefund && line.TotalAmount >= 0))
      return AdjustmentMessages.ownerRefundNegative;
  }
  if (txnTypeId === TxnTypeId.AddCharge || txnTypeId === TxnTypeId.AcceleratedCharge) {
    if (lines.some((line) => line.TotalAmount < 0)) return AdjustmentMessages.addChargeNegative;
  }
  if (txnTypeId === TxnTypeId.Waive || txnTypeId === TxnTypeId.AcceleratedWaive) {
    for (const line of live) {
      const problem = waiveProblem(line.TotalAmount, balanceOf(line.CodeID));
      if (problem) return problem;
    }
  }
  if (live.length === 0) return AdjustmentMessages.emptyAdjustment;
  return null;
}

/** A waive must be non-zero and leave the balance non-negative (spec 3 §5). */
export function waiveProblem(amountCents: number, balanceCents: number): string | null {
  if (amountCents <= 0 || balanceCents - amountCents < 0)
    return AdjustmentMessages.waiveOverBalance(amountCents, balanceCents);
  return null;
}

/** 'An adjustment total below 0 flags an error on the row.' */
export function rowHasError(totalCents: number): boolean {
  return totalCents < 0;
}

/** Owner balance movement of a line: + the owner owes more. */
export function adjustmentSign(txnTypeId: AdjustmentTxnTypeId, amountCents: number): number {
  switch (txnTypeId) {
    case TxnTypeId.AddCharge:
    case TxnTypeId.AcceleratedCharge:
      return amountCents;
    case TxnTypeId.Waive:
    case TxnTypeId.AcceleratedWaive:
      return -amountCents;
    // A prepaid adjustment's amount is the change of the owner's prepaid credit: + more credit.
    case TxnTypeId.PrepaidAdjustment:
      return -amountCents;
    case TxnTypeId.BeginningBalanceAdjustment:
      return amountCents;
  }
}

/** The prepaid code's side of a prepaid adjustment line: the credit for a credit increase. */
export function prepaidSide(amountCents: number): 'credit' | 'debit' {
  return amountCents > 0 ? 'credit' : 'debit';
}

export function isPrepaidCodeType(codeTypeId: number): boolean {
  return codeTypeId === CodeTypeId.PrePaid;
}

// Accelerated charges (spec 3 §3 'Accelerated charge row'): the periods of a code left between the
// assignment's accelerated start and end dates, charged at once.

/** Periods per year of the frequencies that can be accelerated. */
export const AcceleratedFrequencyPeriods: Readonly<Record<number, number>> = {
  [FrequencyId.Monthly]: 12,
  [FrequencyId.Quarterly]: 4,
  [FrequencyId.SemiYearly]: 2,
};

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/**
 * The number of whole periods of a frequency from start to end (inclusive of both months):
 * monthly counts months, quarterly calendar quarters, semi-yearly the two halves of the year.
 * Periods already charged (up to lastApplied) are left out. Null for other frequencies.
 */
export function acceleratedPeriods(
  frequencyId: number | null,
  startDate: string,
  endDate: string,
  lastApplied: string | null,
): number | null {
  const perYear = frequencyId === null ? undefined : AcceleratedFrequencyPeriods[frequencyId];
  if (!perYear) return null;
  const months = 12 / perYear;
  const period = (iso: string) => Math.floor(monthIndex(iso) / months);
  let first = period(startDate);
  if (lastApplied && period(lastApplied) >= first) first = period(lastApplied) + 1;
  return Math.max(0, period(endDate) - first + 1);
}

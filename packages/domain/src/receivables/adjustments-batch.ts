// Batch adjustments (spec 3 §3 'Batch adjustment post', §4 'Batch adjustments', §5 'Adjustments',
// §9 batch owner grid 100). Amounts are integer cents.
import { AutoAddedCodeTypeIds } from '../static-data/codes';
import {
  AddChargeAmountMethods,
  WaiveChargeAmountMethods,
  type AdjustmentMethod,
} from '../static-data/request-enums';
import { TxnTypeId } from '../static-data/txn-types';
import { AdjustmentMessages, waiveProblem } from './adjustments';

/** The two modes; each posts as its transaction type. */
export const BatchAdjustmentMode = {
  AddCharge: TxnTypeId.AddCharge,
  WaiveCharge: TxnTypeId.Waive,
} as const;
export type BatchAdjustmentModeId = (typeof BatchAdjustmentMode)[keyof typeof BatchAdjustmentMode];

export const BatchAdjustmentModes: readonly { Id: BatchAdjustmentModeId; Name: string }[] = [
  { Id: BatchAdjustmentMode.AddCharge, Name: 'Add Charge' },
  { Id: BatchAdjustmentMode.WaiveCharge, Name: 'Waive Charge' },
];

export const AddAmountMethod = { SameForAll: 1, EditEach: 2, BasedOnExistingCode: 3 } as const;
export const WaiveAmountMethod = { SameAmount: 1, EditEach: 2, FullBalance: 3 } as const;

export const AmountMethods: Record<BatchAdjustmentModeId, readonly AdjustmentMethod[]> = {
  [BatchAdjustmentMode.AddCharge]: AddChargeAmountMethods,
  [BatchAdjustmentMode.WaiveCharge]: WaiveChargeAmountMethods,
};

/** Switching modes resets the amount method to the first option (spec 3 §4). */
export function switchBatchMode(mode: BatchAdjustmentModeId): {
  mode: BatchAdjustmentModeId;
  amountMethod: number;
} {
  return { mode, amountMethod: AmountMethods[mode][0]?.MethodId ?? 1 };
}

export const WaiveComparison = {
  LessThan: 1,
  AtMost: 2,
  Equal: 3,
  MoreThan: 4,
  AtLeast: 5,
} as const;

/** Compares the balance with the entered amount: if it holds the waive is the balance, else 0. */
export function waiveByComparison(
  comparisonId: number,
  balanceCents: number,
  enteredCents: number,
): number {
  const holds: Record<number, boolean> = {
    [WaiveComparison.LessThan]: balanceCents < enteredCents,
    [WaiveComparison.AtMost]: balanceCents <= enteredCents,
    [WaiveComparison.Equal]: balanceCents === enteredCents,
    [WaiveComparison.MoreThan]: balanceCents > enteredCents,
    [WaiveComparison.AtLeast]: balanceCents >= enteredCents,
  };
  return holds[comparisonId] ? balanceCents : 0;
}

export const OwnerSelectionMethod = {
  All: 1,
  StreetRange: 2,
  AccountNumberRange: 3,
  LotNumberRange: 4,
  LastNameRange: 5,
  BySection: 6,
  ByCostCenter: 7,
} as const;

/** Codes of types 3, 6, 7, 8, 11, 12, 13, 14, 15 are added as soon as they are selected. */
export function isAutoAddedCodeType(codeTypeId: number): boolean {
  return AutoAddedCodeTypeIds.includes(codeTypeId);
}

/** Batch owner grid page size (spec 3 §9: 100, 10 buttons). */
export const BatchOwnerPageSize = 100;
export const BatchOwnerPageButtons = 10;

/** A batch owner amount below 0 is reset to 0 on blur. */
export function batchOwnerAmount(cents: number): number {
  return cents < 0 ? 0 : cents;
}

export interface BatchOwnerAmountInput {
  amountMethod: number;
  /** The same amount (methods 1), or the comparison's amount. */
  sameAmountCents: number;
  /** The owner's own entry (method 2). */
  editedCents: number;
  /** The owner's balance of the code (waive). */
  balanceCents: number;
  /** The existing code's amount (add method 3). */
  existingCodeCents: number;
  /** A waive comparison id (full balance), or null for no comparison. */
  comparisonId: number | null;
}

/** The amount a batch owner row gets from the mode and amount method. */
export function batchRowAmount(mode: BatchAdjustmentModeId, input: BatchOwnerAmountInput): number {
  if (mode === BatchAdjustmentMode.AddCharge) {
    if (input.amountMethod === AddAmountMethod.SameForAll) return input.sameAmountCents;
    if (input.amountMethod === AddAmountMethod.BasedOnExistingCode) return input.existingCodeCents;
    return batchOwnerAmount(input.editedCents);
  }
  if (input.amountMethod === WaiveAmountMethod.SameAmount) return input.sameAmountCents;
  if (input.amountMethod === WaiveAmountMethod.FullBalance) {
    if (input.comparisonId === null) return Math.max(0, input.balanceCents);
    return Math.max(
      0,
      waiveByComparison(input.comparisonId, input.balanceCents, input.sameAmountCents),
    );
  }
  return batchOwnerAmount(input.editedCents);
}

export interface BatchLine {
  PropertyId: number;
  CodeID: number;
  Amount: number;
  CurrentBalance: number;
}

/**
 * The lines a batch posts: zero amounts are skipped; none left gives 'Please make sure all
 * Payments have an Amount.'; a waive line must not exceed the owner's balance.
 */
export function batchLinesProblem(
  mode: BatchAdjustmentModeId,
  lines: readonly BatchLine[],
): { lines: BatchLine[]; problem: string | null } {
  const live = lines.filter((line) => line.Amount !== 0);
  if (live.length === 0) return { lines: [], problem: AdjustmentMessages.noPaymentAmount };
  for (const line of live) {
    if (mode === BatchAdjustmentMode.WaiveCharge) {
      const problem = waiveProblem(line.Amount, line.CurrentBalance);
      if (problem) return { lines: live, problem };
    } else if (line.Amount < 0)
      return { lines: live, problem: AdjustmentMessages.addChargeNegative };
  }
  return { lines: live, problem: null };
}

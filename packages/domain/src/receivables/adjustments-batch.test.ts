import { describe, expect, it } from 'vitest';
import { AutoAddedCodeTypeIds } from '../static-data/codes';
import { OwnerSelectionMethods } from '../static-data/request-enums';
import {
  AddAmountMethod,
  BatchAdjustmentMode,
  batchLinesProblem,
  batchOwnerAmount,
  BatchOwnerPageSize,
  batchRowAmount,
  isAutoAddedCodeType,
  switchBatchMode,
  WaiveAmountMethod,
  waiveByComparison,
  WaiveComparison,
} from './adjustments-batch';

const row = {
  amountMethod: 1,
  sameAmountCents: 0,
  editedCents: 0,
  balanceCents: 0,
  existingCodeCents: 0,
  comparisonId: null,
};

describe('batch adjustments', () => {
  it('has two modes posting as 45 and 46; switching resets the amount method to the first', () => {
    expect(BatchAdjustmentMode).toEqual({ AddCharge: 45, WaiveCharge: 46 });
    expect(switchBatchMode(BatchAdjustmentMode.WaiveCharge)).toEqual({ mode: 46, amountMethod: 1 });
    expect(switchBatchMode(BatchAdjustmentMode.AddCharge)).toEqual({ mode: 45, amountMethod: 1 });
  });

  it('computes add amounts by method 1 same, 2 edit each, 3 existing code', () => {
    const add = BatchAdjustmentMode.AddCharge;
    const input = { ...row, sameAmountCents: 1_000, editedCents: 700, existingCodeCents: 25_000 };
    expect(batchRowAmount(add, { ...input, amountMethod: AddAmountMethod.SameForAll })).toBe(1_000);
    expect(batchRowAmount(add, { ...input, amountMethod: AddAmountMethod.EditEach })).toBe(700);
    expect(
      batchRowAmount(add, { ...input, amountMethod: AddAmountMethod.BasedOnExistingCode }),
    ).toBe(25_000);
    expect(
      batchRowAmount(add, { ...input, amountMethod: AddAmountMethod.EditEach, editedCents: -5 }),
    ).toBe(0);
  });

  it('computes waive amounts by method 1 same, 2 edit each, 3 full balance with comparisons', () => {
    const waive = BatchAdjustmentMode.WaiveCharge;
    const input = { ...row, sameAmountCents: 500, editedCents: 300, balanceCents: 2_500 };
    expect(batchRowAmount(waive, { ...input, amountMethod: WaiveAmountMethod.SameAmount })).toBe(
      500,
    );
    expect(batchRowAmount(waive, { ...input, amountMethod: WaiveAmountMethod.EditEach })).toBe(300);
    expect(batchRowAmount(waive, { ...input, amountMethod: WaiveAmountMethod.FullBalance })).toBe(
      2_500,
    );
    expect(
      batchRowAmount(waive, {
        ...input,
        amountMethod: WaiveAmountMethod.FullBalance,
        comparisonId: WaiveComparison.LessThan,
        sameAmountCents: 3_000,
      }),
    ).toBe(2_500);
    expect(
      batchRowAmount(waive, {
        ...input,
        amountMethod: WaiveAmountMethod.FullBalance,
        comparisonId: WaiveComparison.MoreThan,
        sameAmountCents: 3_000,
      }),
    ).toBe(0);
  });

  it('compares balance with the amount: 1 less than, 2 at most, 3 equal, 4 more than, 5 at least', () => {
    const cases: [number, number, number, number][] = [
      [1, 999, 1_000, 999],
      [1, 1_000, 1_000, 0],
      [2, 1_000, 1_000, 1_000],
      [2, 1_001, 1_000, 0],
      [3, 1_000, 1_000, 1_000],
      [3, 999, 1_000, 0],
      [4, 1_001, 1_000, 1_001],
      [4, 1_000, 1_000, 0],
      [5, 1_000, 1_000, 1_000],
      [5, 999, 1_000, 0],
    ];
    for (const [comparison, balance, entered, expected] of cases)
      expect(waiveByComparison(comparison, balance, entered)).toBe(expected);
  });

  it('lists the seven owner selection methods and the auto-added code types', () => {
    expect(OwnerSelectionMethods.map((m) => m.MethodId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(AutoAddedCodeTypeIds).toEqual([3, 6, 7, 8, 11, 12, 13, 14, 15]);
    expect(isAutoAddedCodeType(3)).toBe(true);
    expect(isAutoAddedCodeType(1)).toBe(false);
    expect(BatchOwnerPageSize).toBe(100);
  });

  it('resets a negative owner amount to 0', () => {
    expect(batchOwnerAmount(-250)).toBe(0);
    expect(batchOwnerAmount(250)).toBe(250);
  });

  it('skips zero lines and needs at least one line with an amount', () => {
    const line = { PropertyId: 1, CodeID: 2, CurrentBalance: 1_000 };
    expect(batchLinesProblem(BatchAdjustmentMode.AddCharge, [{ ...line, Amount: 0 }]).problem).toBe(
      'Please make sure all Payments have an Amount.',
    );
    const kept = batchLinesProblem(BatchAdjustmentMode.AddCharge, [
      { ...line, Amount: 0 },
      { ...line, PropertyId: 3, Amount: 400 },
    ]);
    expect(kept).toEqual({ lines: [{ ...line, PropertyId: 3, Amount: 400 }], problem: null });
    expect(
      batchLinesProblem(BatchAdjustmentMode.WaiveCharge, [{ ...line, Amount: 1_500 }]).problem,
    ).toBe('make sure adjustment amount: 15.00 is not greater than the balance: 10.00');
  });
});

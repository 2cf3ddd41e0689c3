import { describe, expect, it } from 'vitest';
import { FrequencyId } from '../static-data/codes';
import { TxnTypeId } from '../static-data/txn-types';
import {
  acceleratedPeriods,
  AdjustmentMessages,
  adjustmentProblem,
  NewAdjustmentTxnTypeIds,
  adjustmentSign,
  centsText,
  rowHasError,
  waiveProblem,
} from './adjustments';

const noBalance = () => 0;

describe('single adjustments', () => {
  it('offers the six adjustment types of spec 3 §2', () => {
    expect([...NewAdjustmentTxnTypeIds]).toEqual([72, 45, 46, 73, 39, 95]);
  });

  it('needs both GL accounts on a prepaid adjustment', () => {
    expect(
      adjustmentProblem(
        TxnTypeId.PrepaidAdjustment,
        [{ CodeID: 1, TotalAmount: 500, DebitAccountId: 7, CreditAccountId: null }],
        noBalance,
      ),
    ).toBe('One or more Prepaid Adjustments do not have General Ledger Accounts.');
    expect(
      adjustmentProblem(
        TxnTypeId.PrepaidAdjustment,
        [{ CodeID: 1, TotalAmount: 500, DebitAccountId: 7, CreditAccountId: 8 }],
        noBalance,
      ),
    ).toBeNull();
  });

  it('refuses an owner refund that is not negative', () => {
    const line = { CodeID: 1, DebitAccountId: 7, CreditAccountId: 8, IsOwnerRefund: true };
    expect(
      adjustmentProblem(TxnTypeId.PrepaidAdjustment, [{ ...line, TotalAmount: 100 }], noBalance),
    ).toBe('Owner Refund amounts must be negative.');
    expect(
      adjustmentProblem(TxnTypeId.PrepaidAdjustment, [{ ...line, TotalAmount: -100 }], noBalance),
    ).toBeNull();
  });

  it('needs an added charge of at least 0 and skips zero lines', () => {
    expect(
      adjustmentProblem(TxnTypeId.AddCharge, [{ CodeID: 1, TotalAmount: -1 }], noBalance),
    ).toBe(AdjustmentMessages.addChargeNegative);
    expect(
      adjustmentProblem(
        TxnTypeId.AddCharge,
        [
          { CodeID: 1, TotalAmount: 0 },
          { CodeID: 2, TotalAmount: 2_500 },
        ],
        noBalance,
      ),
    ).toBeNull();
    expect(adjustmentProblem(TxnTypeId.AddCharge, [{ CodeID: 1, TotalAmount: 0 }], noBalance)).toBe(
      AdjustmentMessages.emptyAdjustment,
    );
  });

  it('needs a waive that is non-zero and leaves a non-negative balance', () => {
    expect(waiveProblem(2_500, 2_500)).toBeNull();
    expect(waiveProblem(2_501, 2_500)).toBe(
      'make sure adjustment amount: 25.01 is not greater than the balance: 25.00',
    );
    expect(waiveProblem(-5, 2_500)).toBe(
      'make sure adjustment amount: -0.05 is not greater than the balance: 25.00',
    );
    const balances = new Map([[3, 1_000]]);
    expect(
      adjustmentProblem(
        TxnTypeId.Waive,
        [{ CodeID: 3, TotalAmount: 1_200 }],
        (code) => balances.get(code) ?? 0,
      ),
    ).toBe('make sure adjustment amount: 12.00 is not greater than the balance: 10.00');
  });

  it('flags a row whose total is below 0', () => {
    expect(rowHasError(-1)).toBe(true);
    expect(rowHasError(0)).toBe(false);
  });

  it('moves the owner balance by type', () => {
    expect(adjustmentSign(TxnTypeId.AddCharge, 100)).toBe(100);
    expect(adjustmentSign(TxnTypeId.Waive, 100)).toBe(-100);
    expect(adjustmentSign(TxnTypeId.AcceleratedCharge, 100)).toBe(100);
    expect(adjustmentSign(TxnTypeId.AcceleratedWaive, 100)).toBe(-100);
    expect(adjustmentSign(TxnTypeId.PrepaidAdjustment, 100)).toBe(-100);
    expect(adjustmentSign(TxnTypeId.BeginningBalanceAdjustment, -100)).toBe(-100);
    expect(centsText(123_456)).toBe('1234.56');
  });

  it('counts the periods left to accelerate by frequency', () => {
    expect(acceleratedPeriods(FrequencyId.Monthly, '2026-04-01', '2026-12-31', null)).toBe(9);
    expect(acceleratedPeriods(FrequencyId.Monthly, '2026-04-01', '2026-12-31', '2026-05-01')).toBe(
      7,
    );
    expect(acceleratedPeriods(FrequencyId.Quarterly, '2026-02-01', '2026-12-31', null)).toBe(4);
    expect(acceleratedPeriods(FrequencyId.SemiYearly, '2026-08-01', '2026-12-31', null)).toBe(1);
    expect(acceleratedPeriods(FrequencyId.Yearly, '2026-01-01', '2026-12-31', null)).toBeNull();
    expect(acceleratedPeriods(FrequencyId.Monthly, '2026-04-01', '2026-05-31', '2026-06-01')).toBe(
      0,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { CodeTypeId, FrequencyId } from '../static-data/codes';
import { MethodId } from '../static-data/code-methods';
import {
  chargeRunTxnTypeIds,
  isRecurringCreditDue,
  recurringCreditCodeProblem,
  RecurringCreditCodeTypeIds,
  RecurringCreditMessages,
} from './recurring-credits';

const credit = {
  TopsCodeTypeId: CodeTypeId.MiscellaneousCharge,
  FrequencyId: FrequencyId.Monthly,
  MethodId: MethodId.FlatDollar,
  Amount: 2_500,
};

describe('recurringCreditCodeProblem', () => {
  it('takes a charge code with a frequency of the rule and a flat amount', () => {
    expect(recurringCreditCodeProblem(credit)).toBeNull();
    expect(recurringCreditCodeProblem({ ...credit, MethodId: null })).toBeNull();
    expect(
      recurringCreditCodeProblem({ ...credit, TopsCodeTypeId: CodeTypeId.Assessment }),
    ).toBeNull();
  });

  it('refuses the types of other runs or balances and the codes outside the charge group', () => {
    for (const type of [
      CodeTypeId.LateFee,
      CodeTypeId.Interest,
      CodeTypeId.CollectionAction,
      CodeTypeId.PrePaid,
      CodeTypeId.SecurityDeposit,
      CodeTypeId.Policy,
      CodeTypeId.CcrCode,
    ]) {
      expect(recurringCreditCodeProblem({ ...credit, TopsCodeTypeId: type })).toBe(
        RecurringCreditMessages.notCreditType,
      );
    }
    expect(RecurringCreditCodeTypeIds).toContain(CodeTypeId.ReserveAssessment);
  });

  it('needs a frequency the accrual rule knows', () => {
    for (const frequency of [null, FrequencyId.Once, FrequencyId.Daily, FrequencyId.Weekly]) {
      expect(recurringCreditCodeProblem({ ...credit, FrequencyId: frequency })).toBe(
        RecurringCreditMessages.needsFrequency,
      );
    }
    expect(recurringCreditCodeProblem({ ...credit, FrequencyId: FrequencyId.Yearly })).toBeNull();
  });

  it('needs a flat amount above zero', () => {
    expect(recurringCreditCodeProblem({ ...credit, Amount: 0 })).toBe(
      RecurringCreditMessages.needsFlatAmount,
    );
    expect(
      recurringCreditCodeProblem({ ...credit, MethodId: MethodId.PercentOfPropertyValue }),
    ).toBe(RecurringCreditMessages.needsFlatAmount);
  });
});

describe('isRecurringCreditDue', () => {
  const monthly = {
    FrequencyId: FrequencyId.Monthly,
    LastApplied: null,
    StartDate: null,
    EndDate: null,
  };

  it('is due when never applied, then a month after its last application', () => {
    expect(isRecurringCreditDue(monthly, '2026-03-01')).toBe(true);
    const applied = { ...monthly, LastApplied: '2026-03-01' };
    expect(isRecurringCreditDue(applied, '2026-03-31')).toBe(false);
    expect(isRecurringCreditDue(applied, '2026-04-01')).toBe(true);
  });

  it('is due only inside its start and end dates', () => {
    expect(isRecurringCreditDue({ ...monthly, StartDate: '2026-04-01' }, '2026-03-15')).toBe(false);
    expect(isRecurringCreditDue({ ...monthly, StartDate: '2026-04-01' }, '2026-04-01')).toBe(true);
    expect(isRecurringCreditDue({ ...monthly, EndDate: '2026-03-15' }, '2026-03-15')).toBe(false);
    expect(isRecurringCreditDue({ ...monthly, EndDate: '2026-03-16' }, '2026-03-15')).toBe(true);
  });
});

describe('chargeRunTxnTypeIds', () => {
  it('adds recurring credits (102) only with the flag on', () => {
    expect(chargeRunTxnTypeIds(false)).toEqual([40, 41, 42, 43, 53]);
    expect(chargeRunTxnTypeIds(true)).toEqual([40, 41, 42, 43, 53, 102]);
  });
});

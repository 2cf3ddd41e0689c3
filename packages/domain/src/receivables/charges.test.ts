import { describe, expect, it } from 'vitest';
import type { ClaimGrant } from '../permissions';
import { TxnTypeId } from '../static-data/txn-types';
import {
  ChargeMessages,
  chargeRunProblem,
  ChargeRunTxnTypeIds,
  isAccrualAllowed,
  isAutoSelected,
  LastAppliedTxnTypeIds,
  nextDueDate,
  nothingDueReason,
  offeredChargeTxnTypes,
  violatesFrequency,
} from './charges';

describe('next due date by frequency id', () => {
  it('follows frequencies 3 to 7', () => {
    expect(nextDueDate('2026-01-15', 3)).toBe('2026-03-15');
    expect(nextDueDate('2025-12-31', 3)).toBe('2026-02-28');
    expect(nextDueDate('2026-01-31', 4)).toBe('2026-02-28');
    expect(nextDueDate('2024-01-31', 4)).toBe('2024-02-29');
    expect(nextDueDate('2026-03-01', 4)).toBe('2026-04-01');
    expect(nextDueDate('2026-01-01', 5)).toBe('2026-04-02');
    expect(nextDueDate('2026-06-10', 6)).toBe('2026-06-10');
    expect(nextDueDate('2026-06-10', 7)).toBe('2027-01-01');
  });

  it('has no rule without a frequency or for other ids', () => {
    expect(nextDueDate('2026-01-01', null)).toBeNull();
    expect(nextDueDate('2026-01-01', 1)).toBeNull();
    expect(nextDueDate('2026-01-01', 99)).toBeNull();
  });
});

describe('code accrual frequency rule', () => {
  it('allows a code on or after its next due date only', () => {
    const monthly = { LastApplied: '2026-03-01', FrequencyId: 4 };
    expect(isAccrualAllowed(monthly, '2026-03-31')).toBe(false);
    expect(isAccrualAllowed(monthly, '2026-04-01')).toBe(true);
    expect(isAccrualAllowed({ LastApplied: '2026-01-01', FrequencyId: 5 }, '2026-04-01')).toBe(
      false,
    );
    expect(isAccrualAllowed({ LastApplied: '2026-01-01', FrequencyId: 5 }, '2026-04-02')).toBe(
      true,
    );
    expect(isAccrualAllowed({ LastApplied: '2026-06-10', FrequencyId: 6 }, '2026-06-10')).toBe(
      true,
    );
    expect(isAccrualAllowed({ LastApplied: '2026-06-10', FrequencyId: 7 }, '2026-12-31')).toBe(
      false,
    );
  });

  it('always allows a code never applied, without frequency or of an unknown frequency', () => {
    expect(isAccrualAllowed({ LastApplied: null, FrequencyId: 4 }, '2026-01-01')).toBe(true);
    expect(isAccrualAllowed({ LastApplied: '2026-03-01', FrequencyId: null }, '2026-03-01')).toBe(
      true,
    );
    expect(isAccrualAllowed({ LastApplied: '2026-03-01', FrequencyId: 42 }, '2026-03-01')).toBe(
      true,
    );
  });

  it('finds the same-month violation', () => {
    const codes = [{ LastApplied: null }, { LastApplied: '2026-03-01' }];
    expect(violatesFrequency(codes, '2026-03-31')).toBe(true);
    expect(violatesFrequency(codes, '2026-04-01')).toBe(false);
    expect(violatesFrequency(codes, '2025-03-01')).toBe(false);
  });
});

describe('auto-select due rules', () => {
  const periods = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01'];
  const code = (
    TopsCodeTypeId: number,
    FrequencyId: number | null,
    LastApplied: string | null,
  ) => ({
    TopsCodeTypeId,
    FrequencyId,
    LastApplied,
    StartDate: '2026-01-01',
    EndDate: '2026-06-30',
  });

  it('selects only assessment types 1 and 2', () => {
    expect(isAutoSelected(code(1, 4, null), '2026-02-01', periods)).toBe(true);
    expect(isAutoSelected(code(2, 10, null), '2026-02-01', periods)).toBe(true);
    expect(isAutoSelected(code(3, 4, null), '2026-02-01', periods)).toBe(false);
    expect(isAutoSelected(code(18, 4, null), '2026-02-01', periods)).toBe(false);
  });

  it('keeps a special assessment inside its start and end dates', () => {
    expect(isAutoSelected(code(2, 10, null), '2025-12-31', periods)).toBe(false);
    expect(isAutoSelected(code(2, 10, null), '2026-06-30', periods)).toBe(true);
    expect(isAutoSelected(code(2, 10, null), '2026-07-01', periods)).toBe(false);
    expect(isAutoSelected(code(1, 10, null), '2026-07-01', periods)).toBe(true);
  });

  it('is due after 7, 60, 91 and 365 days by frequency', () => {
    const at = (frequency: number, date: string) =>
      isAutoSelected(code(1, frequency, '2026-01-01'), date, periods);
    expect([at(1, '2026-01-07'), at(1, '2026-01-08')]).toEqual([false, true]);
    expect([at(2, '2026-01-07'), at(2, '2026-01-08')]).toEqual([false, true]);
    expect([at(3, '2026-03-01'), at(3, '2026-03-02')]).toEqual([false, true]);
    expect([at(5, '2026-04-01'), at(5, '2026-04-02')]).toEqual([false, true]);
    expect([at(7, '2026-12-31'), at(7, '2027-01-01')]).toEqual([false, true]);
    expect(at(10, '2027-01-01')).toBe(false);
  });

  it('is due for monthly codes from the next accounting period start', () => {
    const monthly = code(1, 4, '2026-02-10');
    expect(isAutoSelected(monthly, '2026-02-28', periods)).toBe(false);
    expect(isAutoSelected(monthly, '2026-03-01', periods)).toBe(true);
    expect(isAutoSelected(code(1, 4, '2026-04-01'), '2026-05-01', periods)).toBe(false);
  });
});

describe('charge run validation', () => {
  it('needs a code and refuses an end date on or before the post date', () => {
    expect(chargeRunProblem([], '2026-03-01')).toBe('At least one Code must be selected.');
    const codes = [
      { CodeAlias: 'ASMT', EndDate: null },
      { CodeAlias: 'SPEC', EndDate: '2026-03-01' },
    ];
    expect(chargeRunProblem(codes, '2026-03-01')).toBe(
      'Cannot post charges based on specified End Date for the code SPEC',
    );
    expect(chargeRunProblem(codes, '2026-02-28')).toBeNull();
    expect(ChargeMessages.endDatePassed('X')).toBe(
      'Cannot post charges based on specified End Date for the code X',
    );
  });
});

describe('transaction types offered by create access', () => {
  const grant = (
    Claim: string,
    CanCreate: boolean,
  ): Omit<ClaimGrant, 'Claim'> & { Claim: string } => ({
    Claim,
    CanCreate,
    CanRead: true,
    CanUpdate: true,
    CanDelete: true,
  });

  it('keeps the last applied date for charge runs and recurring credits, not for prepaids', () => {
    expect(LastAppliedTxnTypeIds).toEqual([40, 41, 42, 53, 102]);
    expect(LastAppliedTxnTypeIds).not.toContain(TxnTypeId.Prepaids);
  });

  it('offers a claimed type only with create access, and a type without claim always', () => {
    expect(ChargeRunTxnTypeIds).toEqual([40, 41, 42, 43, 53]);
    const grants = [grant('arapplycharges', true), grant('arapplyprepaid', false)];
    expect(offeredChargeTxnTypes(ChargeRunTxnTypeIds, grants)).toEqual([40]);
    // NSF (44) has no claim; recurring credits (102) follow arapplycharges.
    expect(offeredChargeTxnTypes([40, 43, 44, 102], [grant('arapplyprepaid', true)])).toEqual([
      43, 44,
    ]);
    expect(offeredChargeTxnTypes([41, 42, 53], [])).toEqual([]);
  });
});

describe('why a charge run found nothing due', () => {
  const run = { postDate: '2026-11-15', lastApplied: null, graceDays: null };
  it('says the month was already applied', () => {
    expect(
      nothingDueReason({ ...run, txnTypeId: TxnTypeId.ApplyCharges, lastApplied: '2026-11-01' }),
    ).toBe('Already applied for November 2026 (last applied 11/01/2026).');
  });
  it('names the grace days of late fees and interest', () => {
    expect(nothingDueReason({ ...run, txnTypeId: TxnTypeId.LateFee, graceDays: 15 })).toBe(
      'No late fee is due on 11/15/2026: no owner has an unpaid balance past the 15 grace days, or this month’s late fees are charged already.',
    );
    expect(nothingDueReason({ ...run, txnTypeId: TxnTypeId.Interest })).toBe(
      'No interest is due on 11/15/2026: no owner has an unpaid balance past the grace days, or this month’s interest is charged already.',
    );
  });
  it('says why no recurring credit is due', () => {
    expect(nothingDueReason({ ...run, txnTypeId: TxnTypeId.RecurringCredits })).toBe(
      'No recurring credit is due on 11/15/2026: none is assigned to an owner, or this period’s credits are applied already.',
    );
  });
  it('falls back to the general message, also when last applied in another month', () => {
    expect(
      nothingDueReason({ ...run, txnTypeId: TxnTypeId.ApplyCharges, lastApplied: '2026-10-01' }),
    ).toBe(ChargeMessages.nothingToAccrue);
  });
});

import { describe, expect, it } from 'vitest';
import {
  AccountRequiredTypes,
  AccountTypeId,
  AccountTypes,
  SetupRequiredAccountRule,
  accountGroupOf,
  meetsSetupRequiredAccounts,
} from './accounts';

describe('AccountTypes', () => {
  it('lists ids 0-12 in the order and groups of spec 1 §3.5', () => {
    const expected = [
      [0, 'Cash', 'Asset'],
      [1, 'Receivables', 'Asset'],
      [2, 'Other Current Asset', 'Asset'],
      [3, 'Fixed Asset', 'Asset'],
      [4, 'Accumulated Depreciation', 'Asset'],
      [5, 'Other Assets', 'Asset'],
      [6, 'Current Liabilities', 'Liability'],
      [7, 'Notes Payable', 'Liability'],
      [8, 'Long Term Liabilities', 'Liability'],
      [9, 'Equity', 'Equity'],
      [10, 'Reserves', 'Equity'],
      [11, 'Income', 'Income'],
      [12, 'Expenses', 'Expense'],
    ];
    expect(
      AccountTypes.map((row) => [row.TopsAccountTypeId, row.AccountTypeName, row.AccountGroup]),
    ).toEqual(expected);
    expect(AccountTypeId.Expenses).toBe(12);
    expect(accountGroupOf(10)).toBe('Equity');
    expect(accountGroupOf(13)).toBeUndefined();
  });
});

describe('AccountRequiredTypes', () => {
  // Spec 1 §3.5, verbatim.
  const spec =
    'RetainedEarnings 1, DefaultCash 2, CashAP 3, AccountsPayable 4, PrepaidAssessments 5, ' +
    'AcceleratedAssessments 6, SecurityDeposit 7, YearEndSuspense 8';

  it('lists the required-account types of the spec', () => {
    const pairs = spec.split(', ').map((entry) => {
      const [name = '', id = ''] = entry.split(' ');
      return [Number(id), name];
    });
    expect(AccountRequiredTypes.map((row) => [row.AccountRequiredTypeId, row.Name])).toEqual(pairs);
  });

  it('checks "1, 2, 4, and 6 or 8" at setup', () => {
    expect(SetupRequiredAccountRule).toEqual({ AllOf: [1, 2, 4], AnyOf: [6, 8] });
    expect(meetsSetupRequiredAccounts([1, 2, 4, 6])).toBe(true);
    expect(meetsSetupRequiredAccounts([1, 2, 4, 8])).toBe(true);
    expect(meetsSetupRequiredAccounts([1, 2, 4])).toBe(false);
    expect(meetsSetupRequiredAccounts([1, 2, 6, 8])).toBe(false);
    expect(meetsSetupRequiredAccounts([])).toBe(false);
  });
});

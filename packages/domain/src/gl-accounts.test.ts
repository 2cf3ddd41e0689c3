import { describe, expect, it } from 'vitest';
import {
  accountNumberProblem,
  accountRangesProblem,
  allRequiredAccountsChosen,
  compareAccountNumbers,
  DefaultAccountRanges,
  isAllowedRequiredAccount,
  mergeProblem,
  needsOperatingPeriodWarning,
  nextFiscalYear,
  periodListProblem,
  requiredAccountLabel,
  StandardHoaChart,
  StandardRequiredAccountNumbers,
  GlAccountMessages,
} from './gl-accounts';
import { generatePeriods } from './ledger/periods';
import {
  AccountRequiredTypes,
  AccountTypeId,
  meetsSetupRequiredAccounts,
} from './static-data/accounts';
import { FrequencyId } from './static-data/codes';

const A = AccountTypeId;

describe('account numbers and ranges', () => {
  it('orders numbers as numbers and text as text', () => {
    expect(compareAccountNumbers('900', '1000')).toBeLessThan(0);
    expect(compareAccountNumbers('1000', '1000')).toBe(0);
    expect(compareAccountNumbers('1000-10', '1000-9')).toBeGreaterThan(0);
  });
  it('checks a number against the range of its type only', () => {
    const ranges = [{ TopsAccountTypeId: A.Cash, StartNumber: '1000', EndNumber: '1099' }];
    expect(accountNumberProblem('1050', A.Cash, ranges)).toBeNull();
    expect(accountNumberProblem('1100', A.Cash, ranges)).toBe(
      'Account number 1100 is outside the range 1000–1099 of Cash accounts.',
    );
    expect(accountNumberProblem('7', A.Income, ranges)).toBeNull();
  });
  it('lets types of one group share numbers but not types of different groups', () => {
    expect(accountRangesProblem(DefaultAccountRanges)).toBeNull();
    expect(DefaultAccountRanges).toHaveLength(13);
    expect(
      accountRangesProblem([
        { TopsAccountTypeId: A.Cash, StartNumber: '1000', EndNumber: '2100' },
        { TopsAccountTypeId: A.CurrentLiabilities, StartNumber: '2000', EndNumber: '2999' },
      ]),
    ).toBe(
      'The ranges of Cash and Current Liabilities accounts overlap; only types of one group may share numbers.',
    );
    expect(
      accountRangesProblem([
        { TopsAccountTypeId: A.Income, StartNumber: '4999', EndNumber: '4000' },
      ]),
    ).toBe('The range of Income accounts starts after it ends.');
    expect(
      accountRangesProblem([
        { TopsAccountTypeId: A.Income, StartNumber: '4000', EndNumber: '4999' },
        { TopsAccountTypeId: A.Income, StartNumber: '4000', EndNumber: '4999' },
      ]),
    ).toBe('Income accounts have more than one range.');
  });
  it('builds a standard chart whose every number sits in the default range of its type', () => {
    for (const account of StandardHoaChart) {
      expect(
        accountNumberProblem(
          account.AccountNumber,
          account.TopsAccountTypeId,
          DefaultAccountRanges,
        ),
      ).toBeNull();
    }
    expect(new Set(StandardHoaChart.map((a) => a.AccountNumber)).size).toBe(
      StandardHoaChart.length,
    );
  });
});

describe('required accounts (types 1-8)', () => {
  it('maps every required type to a standard account of an allowed type', () => {
    for (const { AccountRequiredTypeId: typeId } of AccountRequiredTypes) {
      const number = StandardRequiredAccountNumbers[typeId];
      const account = StandardHoaChart.find((a) => a.AccountNumber === number);
      expect(account && isAllowedRequiredAccount(typeId, account.TopsAccountTypeId)).toBe(true);
    }
  });
  it('refuses a cash requirement on an income account, with the reason', () => {
    expect(isAllowedRequiredAccount(2, A.Income)).toBe(false);
    expect(GlAccountMessages.requiredAccountWrongType(2)).toBe(
      'The Default Cash account must be a Cash account.',
    );
    expect(GlAccountMessages.requiredAccountWrongType(4)).toBe(
      'The Accounts Payable account must be a Current Liabilities, Notes Payable or Long Term Liabilities account.',
    );
    expect(requiredAccountLabel(3)).toBe('Cash AP');
  });
  it('keeps the save disabled until all eight have an account', () => {
    const chosen: Record<number, number | null> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7 };
    expect(allRequiredAccountsChosen(chosen)).toBe(false);
    expect(allRequiredAccountsChosen({ ...chosen, 8: null })).toBe(false);
    expect(allRequiredAccountsChosen({ ...chosen, 8: 8 })).toBe(true);
  });
  it('checks 1, 2, 4, and 6 or 8 at setup', () => {
    expect(meetsSetupRequiredAccounts([1, 2, 4, 6])).toBe(true);
    expect(meetsSetupRequiredAccounts([1, 2, 4, 8])).toBe(true);
    expect(meetsSetupRequiredAccounts([1, 2, 4, 3, 5, 7])).toBe(false);
    expect(meetsSetupRequiredAccounts([1, 2, 6, 8])).toBe(false);
  });
});

describe('periods of a new setup and of the next fiscal year', () => {
  it('accepts generated periods and refuses a wrong count, start or gap', () => {
    const monthly = generatePeriods('2026-01-01', FrequencyId.Monthly);
    expect(periodListProblem(monthly, '2026-01-01', FrequencyId.Monthly)).toBeNull();
    expect(periodListProblem(monthly, '2026-01-01', FrequencyId.Quarterly)).toBe(
      'A fiscal year of this frequency has 4 periods.',
    );
    expect(periodListProblem(monthly, '2026-02-01', FrequencyId.Monthly)).toBe(
      'The first period starts at the start date.',
    );
    const gap = monthly.map((p, i) => (i === 3 ? { ...p, StartDate: '2026-04-02' } : p));
    expect(periodListProblem(gap, '2026-01-01', FrequencyId.Monthly)).toBe(
      'Each period starts the day after the previous one ends.',
    );
  });
  it('starts the next fiscal year the day after the last one ends', () => {
    const next = nextFiscalYear('2026-06-30', FrequencyId.Quarterly);
    expect(next.StartDate).toBe('2026-07-01');
    expect(next.EndDate).toBe('2027-06-30');
    expect(next.Periods).toHaveLength(4);
  });
});

describe('operating period warning', () => {
  const old = { StartDate: '2023-01-01', IsClosed: false, HasOpenPeriod: true };
  it('warns about open years more than 2 years away, once', () => {
    expect(needsOperatingPeriodWarning([old], '2026-11-20', false)).toBe(true);
    expect(needsOperatingPeriodWarning([old], '2026-11-20', true)).toBe(false);
    expect(needsOperatingPeriodWarning([{ ...old, IsClosed: true }], '2026-11-20', false)).toBe(
      false,
    );
    expect(
      needsOperatingPeriodWarning([{ ...old, HasOpenPeriod: false }], '2026-11-20', false),
    ).toBe(false);
    expect(
      needsOperatingPeriodWarning([{ ...old, StartDate: '2024-01-01' }], '2026-11-20', false),
    ).toBe(false);
    expect(
      needsOperatingPeriodWarning([{ ...old, StartDate: '2029-01-01' }], '2026-11-20', false),
    ).toBe(true);
  });
});

describe('merge of history: the five messages in order', () => {
  const ok = { sourceId: 1, targetId: 2, filterApplied: true, selectedRowCount: 3 };
  it('names the first missing piece', () => {
    expect(mergeProblem('account', { ...ok, sourceId: null, targetId: null })).toBe(
      'You must select a source account before merge.',
    );
    expect(mergeProblem('account', { ...ok, targetId: null })).toBe(
      'You must select a target account before merge.',
    );
    expect(mergeProblem('account', { ...ok, targetId: 1 })).toBe(
      'The selected source account and target account must be different to merge.',
    );
    expect(mergeProblem('account', { ...ok, filterApplied: false })).toBe(
      'You must apply an filter before merge.',
    );
    expect(mergeProblem('account', { ...ok, selectedRowCount: 0 })).toBe(
      'At least one history row must be selected before merge.',
    );
    expect(mergeProblem('account', ok)).toBeNull();
  });
});

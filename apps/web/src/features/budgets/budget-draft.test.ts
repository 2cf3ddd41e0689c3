import type { BudgetSheet } from '@hoa/contract';
import { describe, expect, it } from 'vitest';
import {
  cellCents,
  changedAccounts,
  draftTotals,
  hasInvalidCell,
  initialDraft,
  rowTotal,
} from './budget-draft';

const account = (id: number, number: string, type: number, amounts: number[]) => ({
  TopsAccountId: id,
  AccountNumber: number,
  AccountName: number,
  TopsAccountTypeId: type,
  Amounts: amounts,
  Total: amounts.reduce((a, b) => a + b, 0),
  PriorActual: 0,
});

const sheet: BudgetSheet = {
  CommunityAgentId: 1,
  TopsFiscalYearId: 2,
  StartDate: '2026-01-01',
  EndDate: '2026-12-31',
  IsClosed: false,
  CostCenterId: null,
  Periods: [1, 2, 3].map((order) => ({
    AccountingPeriodId: order,
    PeriodOrder: order,
    StartDate: `2026-0${order}-01`,
    EndDate: `2026-0${order}-28`,
  })),
  Accounts: [
    account(10, '4000', 11, [100_000, 100_000, 0]),
    account(20, '5000', 12, [25_050, 0, 0]),
    account(30, '1000', 0, [0, 0, 500]),
  ],
  PriorActualSource: 'None',
};

describe('budget grid draft', () => {
  it('shows saved cents as dollars and finds nothing changed', () => {
    const draft = initialDraft(sheet);
    expect(draft[10]).toEqual(['1000.00', '1000.00', '']);
    expect(changedAccounts(sheet, draft)).toEqual([]);
    expect(hasInvalidCell(draft)).toBe(false);
  });
  it('sends only the accounts whose amounts changed, in cents', () => {
    const draft = { ...initialDraft(sheet), 20: ['250.50', '$1,000', ''] };
    expect(changedAccounts(sheet, draft)).toEqual([
      { AccountId: 20, Amounts: [25_050, 100_000, 0] },
    ]);
    expect(rowTotal(draft[20] ?? [])).toBe(125_050);
  });
  it('marks text that is not an amount', () => {
    expect(cellCents('12.345')).toBe('invalid');
    expect(cellCents('')).toBe(0);
    expect(hasInvalidCell({ ...initialDraft(sheet), 30: ['abc', '', ''] })).toBe(true);
  });
  it('totals each group by period and nets income less expenses', () => {
    const { groups, net } = draftTotals(sheet, initialDraft(sheet));
    expect(groups.get('Income')).toEqual([100_000, 100_000, 0]);
    expect(groups.get('Expenses')).toEqual([25_050, 0, 0]);
    expect(groups.get('Other accounts')).toEqual([0, 0, 500]);
    expect(net).toEqual([74_950, 100_000, 0]);
  });
});

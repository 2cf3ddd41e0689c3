import type { BudgetAccount, BudgetSheet } from '@hoa/contract';
import { accountGroupOf, budgetAmountText, parseBudgetAmount } from '@hoa/domain';

/** The grid's typed text per account and period. */
export type BudgetDraft = Record<number, string[]>;

export function initialDraft(sheet: BudgetSheet): BudgetDraft {
  return Object.fromEntries(
    sheet.Accounts.map((a) => [a.TopsAccountId, a.Amounts.map(budgetAmountText)]),
  );
}

/** A cell's cents: empty is 0, text that is not an amount is 'invalid'. */
export function cellCents(text: string): number | 'invalid' {
  const amount = parseBudgetAmount(text);
  return amount === 'invalid' ? amount : (amount ?? 0);
}

const centsOf = (texts: readonly string[]) =>
  texts.map((t) => {
    const cents = cellCents(t);
    return cents === 'invalid' ? 0 : cents;
  });

export function hasInvalidCell(draft: BudgetDraft): boolean {
  return Object.values(draft).some((texts) => texts.some((t) => cellCents(t) === 'invalid'));
}

/** The accounts whose amounts differ from the saved sheet, as SaveBudgets takes them. */
export function changedAccounts(
  sheet: BudgetSheet,
  draft: BudgetDraft,
): { AccountId: number; Amounts: number[] }[] {
  return sheet.Accounts.flatMap((a) => {
    const amounts = centsOf(draft[a.TopsAccountId] ?? []);
    const changed = amounts.some((cents, i) => cents !== (a.Amounts[i] ?? 0));
    return changed ? [{ AccountId: a.TopsAccountId, Amounts: amounts }] : [];
  });
}

export type BudgetGroup = 'Income' | 'Expenses' | 'Other accounts';

export function budgetGroupOf(account: BudgetAccount): BudgetGroup {
  const group = accountGroupOf(account.TopsAccountTypeId);
  return group === 'Income' ? 'Income' : group === 'Expense' ? 'Expenses' : 'Other accounts';
}

/** Per period: each group's total of the draft, and income less expenses. */
export function draftTotals(
  sheet: BudgetSheet,
  draft: BudgetDraft,
): { groups: Map<BudgetGroup, number[]>; net: number[] } {
  const periods = sheet.Periods.length;
  const groups = new Map<BudgetGroup, number[]>();
  for (const account of sheet.Accounts) {
    const group = budgetGroupOf(account);
    const sums = groups.get(group) ?? Array<number>(periods).fill(0);
    centsOf(draft[account.TopsAccountId] ?? []).forEach((cents, i) => {
      sums[i] = (sums[i] ?? 0) + cents;
    });
    groups.set(group, sums);
  }
  const income = groups.get('Income') ?? [];
  const expenses = groups.get('Expenses') ?? [];
  const net = Array.from({ length: periods }, (_, i) => (income[i] ?? 0) - (expenses[i] ?? 0));
  return { groups, net };
}

/** A row's total of the draft. */
export function rowTotal(texts: readonly string[]): number {
  return centsOf(texts).reduce((sum, cents) => sum + cents, 0);
}

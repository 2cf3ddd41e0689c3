// Financial statements (spec 2 §7 'Reports in this area'): the rows of the trial balance, balance
// sheet, income statement, cash flow, budgets and budget versus actual, built from balances the
// database has already summed. Amounts are integer cents; a row's cells are keyed by column.
import { balanceInNormalSign } from './gl-history';
import {
  AccountTypeId,
  AccountTypes,
  accountGroupOf,
  type AccountGroup,
} from './static-data/accounts';

export type StatementCell = string | number | null;

/** A report row: cells by column key; sections, subtotals and totals print bold. */
export interface StatementRow {
  cells: Record<string, StatementCell>;
  style?: 'section' | 'subtotal' | 'total';
  indent?: number;
  /** The account of an account's row. */
  accountId?: number;
  /** The transaction of a ledger line's row. */
  itemId?: number;
  /** With itemId: the transaction's type and status, which choose the screen it opens. */
  txnTypeId?: number;
  statusId?: number;
}

export interface AccountRef {
  accountId: number;
  accountNumber: string;
  accountName: string;
  accountTypeId: number;
}

/** An account's debits minus credits (cents). */
export interface NetBalance extends AccountRef {
  net: number;
}

const byNumber = (a: AccountRef, b: AccountRef) =>
  a.accountNumber.localeCompare(b.accountNumber, 'en', { numeric: true }) ||
  a.accountId - b.accountId;

const accountRow = (a: AccountRef, amounts: Record<string, StatementCell>, indent: number) => ({
  cells: { number: a.accountNumber, name: a.accountName, ...amounts },
  indent,
  accountId: a.accountId,
});

const labelRow = (
  name: string,
  amounts: Record<string, StatementCell>,
  style?: StatementRow['style'],
  indent?: number,
): StatementRow => ({
  cells: { number: null, name, ...amounts },
  ...(style ? { style } : {}),
  ...(indent ? { indent } : {}),
});

/** Every account with a balance on its debit or credit side; the two totals are equal. */
export function trialBalance(balances: readonly NetBalance[]): {
  rows: StatementRow[];
  debit: number;
  credit: number;
} {
  const rows: StatementRow[] = [];
  let debit = 0;
  let credit = 0;
  for (const b of [...balances].sort(byNumber)) {
    if (b.net === 0) continue;
    debit += Math.max(b.net, 0);
    credit += Math.max(-b.net, 0);
    rows.push(
      accountRow(b, { debit: b.net > 0 ? b.net : null, credit: b.net < 0 ? -b.net : null }, 0),
    );
  }
  rows.push(labelRow('Total', { debit, credit }, 'total'));
  return { rows, debit, credit };
}

/** Net income as the balance sheet shows it: this fiscal year's, and earlier years' not closed. */
export interface NetIncomeSplit {
  currentYear: number;
  priorYears: number;
}

/** Income minus expense (cents) of income and expense nets (debits minus credits). */
export function netIncomeOf(balances: readonly NetBalance[]): number {
  return -balances
    .filter(
      (b) => b.accountTypeId === AccountTypeId.Income || b.accountTypeId === AccountTypeId.Expenses,
    )
    .reduce((sum, b) => sum + b.net, 0);
}

/**
 * Accounts of one group, by account type: a heading, the accounts and a subtotal per type, in the
 * group's normal sign. Types without a balance are left out.
 */
function typeGroups(balances: readonly NetBalance[], group: AccountGroup, key: string) {
  const rows: StatementRow[] = [];
  let total = 0;
  for (const type of AccountTypes.filter((t) => t.AccountGroup === group)) {
    const accounts = balances
      .filter((b) => b.accountTypeId === type.TopsAccountTypeId && b.net !== 0)
      .sort(byNumber);
    if (accounts.length === 0) continue;
    const amount = (b: NetBalance) => balanceInNormalSign(b.accountTypeId, b.net);
    const subtotal = accounts.reduce((sum, b) => sum + amount(b), 0);
    total += subtotal;
    rows.push(labelRow(type.AccountTypeName, { [key]: null }, 'section', 1));
    rows.push(...accounts.map((b) => accountRow(b, { [key]: amount(b) }, 2)));
    rows.push(labelRow(`Total ${type.AccountTypeName}`, { [key]: subtotal }, 'subtotal', 1));
  }
  return { rows, total };
}

/** The balance sheet's rows of net income, which no single account holds. */
export const NetIncomeRows = {
  currentYear: 'Net Income (Current Year)',
  priorYears: 'Net Income of Prior Years (not closed)',
} as const;

/**
 * Assets = liabilities + equity + net income: sections by group, subtotals by account type. Income
 * and expense accounts appear only as net income (this year's, and earlier years' not yet closed).
 */
export function balanceSheet(
  balances: readonly NetBalance[],
  netIncome: NetIncomeSplit,
): { rows: StatementRow[]; assets: number; liabilities: number; equity: number } {
  const assets = typeGroups(balances, 'Asset', 'amount');
  const liabilities = typeGroups(balances, 'Liability', 'amount');
  const equity = typeGroups(balances, 'Equity', 'amount');
  const equityTotal = equity.total + netIncome.priorYears + netIncome.currentYear;
  const rows: StatementRow[] = [
    labelRow('Assets', { amount: null }, 'section'),
    ...assets.rows,
    labelRow('Total Assets', { amount: assets.total }, 'total'),
    labelRow('Liabilities', { amount: null }, 'section'),
    ...liabilities.rows,
    labelRow('Total Liabilities', { amount: liabilities.total }, 'total'),
    labelRow('Equity', { amount: null }, 'section'),
    ...equity.rows,
    ...(netIncome.priorYears !== 0
      ? [labelRow(NetIncomeRows.priorYears, { amount: netIncome.priorYears }, undefined, 1)]
      : []),
    labelRow(NetIncomeRows.currentYear, { amount: netIncome.currentYear }, undefined, 1),
    labelRow('Total Equity', { amount: equityTotal }, 'total'),
    labelRow('Total Liabilities and Equity', { amount: liabilities.total + equityTotal }, 'total'),
  ];
  return { rows, assets: assets.total, liabilities: liabilities.total, equity: equityTotal };
}

/** Income and expense of an account over a period and over the year to date (nets). */
export interface PeriodAndYear extends AccountRef {
  period: number;
  ytd: number;
}

type Amounts<K extends string> = Record<K, number>;

/** A section of income or expense accounts: their amounts (cells derived from them) and a total. */
function incomeSection<T extends AccountRef, K extends string>(
  accounts: readonly T[],
  typeId: number,
  keys: readonly K[],
  amountsOf: (a: T) => Amounts<K>,
  cellsOf: (amounts: Amounts<K>) => Record<string, StatementCell>,
) {
  const group = accountGroupOf(typeId) === 'Income' ? 'Income' : 'Expenses';
  const selected = accounts.filter((a) => a.accountTypeId === typeId).sort(byNumber);
  const sums = Object.fromEntries(keys.map((k) => [k, 0])) as Amounts<K>;
  const rows: StatementRow[] = [labelRow(group, {}, 'section')];
  for (const a of selected) {
    const amounts = amountsOf(a);
    if (keys.every((k) => amounts[k] === 0)) continue;
    for (const k of keys) sums[k] += amounts[k];
    rows.push(accountRow(a, cellsOf(amounts), 1));
  }
  rows.push(labelRow(`Total ${group}`, cellsOf(sums), 'subtotal'));
  return { rows, sums };
}

/** Income, expenses and net income, for the period and the year to date, in the normal sign. */
export function incomeStatement(figures: readonly PeriodAndYear[]): {
  rows: StatementRow[];
  netIncome: { period: number; ytd: number };
} {
  const keys = ['period', 'ytd'] as const;
  const normal = (a: PeriodAndYear) => ({
    period: balanceInNormalSign(a.accountTypeId, a.period),
    ytd: balanceInNormalSign(a.accountTypeId, a.ytd),
  });
  const income = incomeSection(figures, AccountTypeId.Income, keys, normal, (s) => s);
  const expense = incomeSection(figures, AccountTypeId.Expenses, keys, normal, (s) => s);
  const netIncome = {
    period: income.sums.period - expense.sums.period,
    ytd: income.sums.ytd - expense.sums.ytd,
  };
  return {
    rows: [...income.rows, ...expense.rows, labelRow('Net Income', netIncome, 'total')],
    netIncome,
  };
}

/** Budget and actual (both in the normal sign) of an account for a period and the year to date. */
export interface BudgetAndActual extends AccountRef {
  budget: number;
  actual: number;
  ytdBudget: number;
  ytdActual: number;
}

/** Variance as a percentage of the budget, 2 decimals rounded half away from zero; null for no budget. */
export function variancePercent(variance: number, budget: number): number | null {
  if (budget === 0) return null;
  const hundredths = (Math.abs(variance) * 10_000) / Math.abs(budget);
  const rounded = Math.floor(hundredths + 0.5) / 100;
  const sign = Math.sign(variance) * Math.sign(budget);
  return sign < 0 ? -rounded : rounded;
}

/** Favorable variances are positive: income above budget, expense below it. */
export function budgetVariance(accountTypeId: number, budget: number, actual: number): number {
  return accountTypeId === AccountTypeId.Expenses ? budget - actual : actual - budget;
}

const varianceCells = (
  typeId: number,
  s: Amounts<'budget' | 'actual' | 'ytdBudget' | 'ytdActual'>,
) => {
  const variance = budgetVariance(typeId, s.budget, s.actual);
  const ytdVariance = budgetVariance(typeId, s.ytdBudget, s.ytdActual);
  return {
    ...s,
    variance,
    variancePercent: variancePercent(variance, s.budget),
    ytdVariance,
    ytdVariancePercent: variancePercent(ytdVariance, s.ytdBudget),
  };
};

/** Budget, actual, variance and variance % for the period and the year to date, and the net. */
export function budgetVersusActual(figures: readonly BudgetAndActual[]): { rows: StatementRow[] } {
  const keys = ['budget', 'actual', 'ytdBudget', 'ytdActual'] as const;
  const pick = (a: BudgetAndActual) => ({
    budget: a.budget,
    actual: a.actual,
    ytdBudget: a.ytdBudget,
    ytdActual: a.ytdActual,
  });
  const section = (typeId: number) =>
    incomeSection(figures, typeId, keys, pick, (s) => varianceCells(typeId, s));
  const income = section(AccountTypeId.Income);
  const expense = section(AccountTypeId.Expenses);
  const net = Object.fromEntries(keys.map((k) => [k, income.sums[k] - expense.sums[k]])) as Amounts<
    (typeof keys)[number]
  >;
  return {
    rows: [
      ...income.rows,
      ...expense.rows,
      labelRow('Net Income', varianceCells(AccountTypeId.Income, net), 'total'),
    ],
  };
}

/** An account's balance (debits minus credits) before and at the end of the range. */
export interface BalanceChange extends AccountRef {
  beginning: number;
  ending: number;
}

const cashFlowActivities = [
  {
    label: 'Operating Activities',
    types: [
      AccountTypeId.Receivables,
      AccountTypeId.OtherCurrentAsset,
      AccountTypeId.AccumulatedDepreciation,
      AccountTypeId.CurrentLiabilities,
    ],
  },
  { label: 'Investing Activities', types: [AccountTypeId.FixedAsset, AccountTypeId.OtherAssets] },
  {
    label: 'Financing Activities',
    types: [
      AccountTypeId.NotesPayable,
      AccountTypeId.LongTermLiabilities,
      AccountTypeId.Equity,
      AccountTypeId.Reserves,
    ],
  },
] as const;

/**
 * Cash flow by the indirect method: net income, then each non-cash account's change with the
 * opposite sign (an asset that grows used cash, a liability that grows brought it), by activity.
 * Ending cash = beginning cash + net change.
 */
export function cashFlow(changes: readonly BalanceChange[]): {
  rows: StatementRow[];
  netIncome: number;
  netChange: number;
  beginningCash: number;
  endingCash: number;
} {
  const delta = (a: BalanceChange) => a.ending - a.beginning;
  const netIncome = netIncomeOf(changes.map((a) => ({ ...a, net: delta(a) })));
  const cash = changes.filter((a) => a.accountTypeId === AccountTypeId.Cash);
  const beginningCash = cash.reduce((sum, a) => sum + a.beginning, 0);
  const rows: StatementRow[] = [];
  let netChange = 0;
  for (const activity of cashFlowActivities) {
    const types: readonly number[] = activity.types;
    const accounts = changes.filter((a) => types.includes(a.accountTypeId) && delta(a) !== 0);
    const operating = activity.label === 'Operating Activities';
    const subtotal = accounts.reduce((sum, a) => sum - delta(a), operating ? netIncome : 0);
    netChange += subtotal;
    rows.push(labelRow(activity.label, { amount: null }, 'section'));
    if (operating) rows.push(labelRow('Net Income', { amount: netIncome }, undefined, 1));
    rows.push(...[...accounts].sort(byNumber).map((a) => accountRow(a, { amount: -delta(a) }, 1)));
    rows.push(labelRow(`Net Cash from ${activity.label}`, { amount: subtotal }, 'subtotal'));
  }
  const endingCash = beginningCash + netChange;
  rows.push(
    labelRow('Net Change in Cash', { amount: netChange }, 'total'),
    labelRow('Cash at Beginning of Period', { amount: beginningCash }),
    labelRow('Cash at End of Period', { amount: endingCash }, 'total'),
  );
  return { rows, netIncome, netChange, beginningCash, endingCash };
}

/** One account's budget: an amount per period, in order (cents, normal sign). */
export interface BudgetLine extends AccountRef {
  amounts: number[];
  /** The prior year's actual (normal sign), when the report shows it. */
  priorActual?: number;
}

const periodKey = (i: number) => `p${i + 1}`;

/**
 * The budget by period: accounts by group with totals per period and for the year, and the net
 * income (income less expenses). With `withPrior`, a prior-year actual column too.
 */
export function budgetRows(
  lines: readonly BudgetLine[],
  periodCount: number,
  withPrior: boolean,
): { rows: StatementRow[]; net: number[] } {
  const zeros = () => Array.from({ length: periodCount + 1 }, () => 0);
  // sums[i] is period i's amount; sums[periodCount] is the prior-year actual.
  const cells = (sums: readonly number[]) => ({
    ...Object.fromEntries(sums.slice(0, periodCount).map((a, i) => [periodKey(i), a])),
    total: sums.slice(0, periodCount).reduce((s, a) => s + a, 0),
    ...(withPrior ? { prior: sums[periodCount] ?? 0 } : {}),
  });
  const rows: StatementRow[] = [];
  const groupSums = new Map<AccountGroup, number[]>();
  for (const group of ['Income', 'Expense', 'Asset', 'Liability', 'Equity'] as const) {
    const accounts = lines.filter((l) => accountGroupOf(l.accountTypeId) === group).sort(byNumber);
    if (accounts.length === 0) continue;
    const label = group === 'Expense' ? 'Expenses' : group;
    const sums = zeros();
    rows.push(labelRow(label, {}, 'section'));
    for (const a of accounts) {
      const own = [...a.amounts.slice(0, periodCount), a.priorActual ?? 0];
      own.forEach((amount, i) => (sums[i] = (sums[i] ?? 0) + amount));
      rows.push(accountRow(a, cells(own), 1));
    }
    groupSums.set(group, sums);
    rows.push(labelRow(`Total ${label}`, cells(sums), 'subtotal'));
  }
  const income = groupSums.get('Income') ?? zeros();
  const expense = groupSums.get('Expense') ?? zeros();
  const net = income.map((a, i) => a - (expense[i] ?? 0));
  if (groupSums.has('Income') || groupSums.has('Expense')) {
    rows.push(labelRow('Net Income', cells(net), 'total'));
  }
  return { rows, net: net.slice(0, periodCount) };
}

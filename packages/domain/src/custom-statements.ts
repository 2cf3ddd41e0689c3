// Custom financial statements and portfolio reports (spec 3 §2 'Reports': "Custom reports route
// by report type: type 1 is portfolio, otherwise financial"; §3 "Custom layout settings: Accounts
// (TopsAgentAccountTypeId, Sequence)"). A definition names the statement, its columns and its
// account groupings: named groups of account types, each group and each type with a sequence.
// The figures are the standard statements' own: only their grouping and order differ.
import { z } from 'zod';
import {
  balanceSheet,
  budgetVariance,
  variancePercent,
  type AccountRef,
  type NetBalance,
  type NetIncomeSplit,
  type StatementCell,
  type StatementRow,
} from './financial-statements';
import { balanceInNormalSign } from './gl-history';
import { AccountTypeId, AccountTypes } from './static-data/accounts';

export const CustomReportTypeId = { Portfolio: 1, Financial: 2 } as const;

export const CustomStatementKinds = [
  'BalanceSheet',
  'IncomeStatement',
  'ReserveStatement',
] as const;
export type CustomStatementKind = (typeof CustomStatementKinds)[number];

export const CustomStatementNames: Record<CustomStatementKind, string> = {
  BalanceSheet: 'Balance Sheet',
  IncomeStatement: 'Income Statement',
  ReserveStatement: 'Reserve Statement',
};

/** The columns a statement may show, in the order they print, with their headings. */
export const CustomStatementColumns = {
  BalanceSheet: { amount: 'Balance' },
  IncomeStatement: {
    actual: 'Actual',
    budget: 'Budget',
    variance: 'Variance',
    variancePercent: 'Var %',
    ytdActual: 'YTD Actual',
    ytdBudget: 'YTD Budget',
    ytdVariance: 'YTD Variance',
  },
  ReserveStatement: {
    beginning: 'Beginning Balance',
    change: 'Net Change',
    ending: 'Ending Balance',
  },
} as const satisfies Record<CustomStatementKind, Record<string, string>>;

/** The account types a statement's groups may hold. */
const statementTypes: Record<CustomStatementKind, readonly number[]> = {
  BalanceSheet: AccountTypes.filter((t) => t.TopsAccountTypeId <= AccountTypeId.Reserves).map(
    (t) => t.TopsAccountTypeId,
  ),
  IncomeStatement: [AccountTypeId.Income, AccountTypeId.Expenses],
  ReserveStatement: AccountTypes.filter((t) => t.TopsAccountTypeId <= AccountTypeId.Reserves).map(
    (t) => t.TopsAccountTypeId,
  ),
};

/** Figures of a portfolio report: one row per community, a column per figure. */
export const PortfolioFigures = {
  Cash: 'Cash',
  OperatingIncome: 'Operating Income (YTD)',
  OperatingExpense: 'Operating Expense (YTD)',
  NetIncome: 'Net Income (YTD)',
  ReserveBalance: 'Reserve Balance',
  OwnersReceivable: 'Owners’ Receivable',
} as const;
export type PortfolioFigure = keyof typeof PortfolioFigures;
const portfolioFigureKeys = Object.keys(PortfolioFigures) as [
  PortfolioFigure,
  ...PortfolioFigure[],
];

export const CustomReportMessages = {
  typeInTwoGroups: (type: string) => `The account type ${type} is in more than one group.`,
  typeNotOnStatement: (type: string, statement: string) =>
    `The account type ${type} is not on the ${statement}.`,
  columnNotOnStatement: (column: string, statement: string) =>
    `The column ${column} is not on the ${statement}.`,
  statementRequired: 'Choose the statement of a financial report.',
  figuresRequired: 'Choose at least one figure of the portfolio report.',
  nameTaken: (name: string) => `A custom report named ${name} already exists.`,
  otherAccounts: 'Other Accounts',
} as const;

const typeName = (id: number) =>
  AccountTypes.find((t) => t.TopsAccountTypeId === id)?.AccountTypeName ?? String(id);

const sequence = z.number().int().min(1).max(999);

/** Custom layout settings: the account types of one group, each with its place in the group. */
export const CustomLayoutAccountSchema = z.strictObject({
  TopsAgentAccountTypeId: z.number().int().min(0).max(12),
  Sequence: sequence,
});

export const CustomGroupSchema = z.strictObject({
  Name: z.string().trim().min(1, 'The group name is required.').max(100),
  Sequence: sequence,
  Accounts: z.array(CustomLayoutAccountSchema).min(1, 'A group needs an account type.').max(13),
});
export type CustomGroup = z.output<typeof CustomGroupSchema>;

export const CustomReportDefinitionSchema = z
  .strictObject({
    /** 1 portfolio, otherwise (2) financial. */
    ReportType: z.literal([1, 2]),
    Statement: z.enum(CustomStatementKinds).nullable().default(null),
    /** One section per cost center of the community, each with the statement's groups. */
    ByCostCenter: z.boolean().default(false),
    Columns: z.array(z.string().max(40)).max(10).default([]),
    /** Empty: the standard grouping of the statement (a group per account type). */
    Groups: z.array(CustomGroupSchema).max(30).default([]),
    Figures: z.array(z.enum(portfolioFigureKeys)).max(portfolioFigureKeys.length).default([]),
  })
  .superRefine((d, issues) => {
    const problem = (path: (string | number)[], message: string) =>
      issues.addIssue({ code: 'custom', path, message });
    if (d.ReportType === CustomReportTypeId.Portfolio) {
      if (d.Figures.length === 0) problem(['Figures'], CustomReportMessages.figuresRequired);
      return;
    }
    if (d.Statement === null) {
      problem(['Statement'], CustomReportMessages.statementRequired);
      return;
    }
    const statement = CustomStatementNames[d.Statement];
    const columns: Record<string, string> = CustomStatementColumns[d.Statement];
    d.Columns.forEach((c, i) => {
      if (!(c in columns))
        problem(['Columns', i], CustomReportMessages.columnNotOnStatement(c, statement));
    });
    const seen = new Set<number>();
    d.Groups.forEach((g, gi) =>
      g.Accounts.forEach((a, ai) => {
        const path = ['Groups', gi, 'Accounts', ai, 'TopsAgentAccountTypeId'];
        const type = a.TopsAgentAccountTypeId;
        if (!statementTypes[d.Statement ?? 'BalanceSheet'].includes(type)) {
          problem(path, CustomReportMessages.typeNotOnStatement(typeName(type), statement));
        } else if (seen.has(type)) {
          problem(path, CustomReportMessages.typeInTwoGroups(typeName(type)));
        }
        seen.add(type);
      }),
    );
  });
export type CustomReportDefinition = z.output<typeof CustomReportDefinitionSchema>;
export type CustomReportDefinitionInput = z.input<typeof CustomReportDefinitionSchema>;

/** The standard grouping of a statement: one group per account type, in the chart's order. */
export function defaultGroups(kind: CustomStatementKind): CustomGroup[] {
  const types = kind === 'ReserveStatement' ? [AccountTypeId.Reserves] : statementTypes[kind];
  return types.map((type, i) => ({
    Name: typeName(type),
    Sequence: i + 1,
    Accounts: [{ TopsAgentAccountTypeId: type, Sequence: 1 }],
  }));
}

/** The columns shown: those chosen, in the statement's order; none chosen shows all. */
export function statementColumns(kind: CustomStatementKind, chosen: readonly string[]) {
  const all = Object.entries(CustomStatementColumns[kind]);
  const shown = chosen.length === 0 ? all : all.filter(([key]) => chosen.includes(key));
  return shown.map(([key, title]) => ({ key, title }));
}

const bySequence = <T extends { Sequence: number }>(items: readonly T[]) =>
  items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => a.item.Sequence - b.item.Sequence || a.i - b.i)
    .map(({ item }) => item);

const byNumber = (a: AccountRef, b: AccountRef) =>
  a.accountNumber.localeCompare(b.accountNumber, 'en', { numeric: true }) ||
  a.accountId - b.accountId;

/**
 * Accounts placed in groups: groups in sequence, within a group by its types' sequence then the
 * account number. Accounts of the statement's types no group names go into a last group, 'Other
 * Accounts', when `rest` is given (so the totals stay those of the standard statement).
 */
export function placeAccounts<T extends AccountRef>(
  accounts: readonly T[],
  groups: readonly CustomGroup[],
  rest: readonly number[] | null,
): { name: string; accounts: T[] }[] {
  const placed = new Set<number>();
  const result = bySequence(groups).map((g) => {
    const types = bySequence(g.Accounts).map((a) => a.TopsAgentAccountTypeId);
    const members = accounts
      .filter((a) => types.includes(a.accountTypeId))
      .sort(
        (a, b) => types.indexOf(a.accountTypeId) - types.indexOf(b.accountTypeId) || byNumber(a, b),
      );
    for (const a of members) placed.add(a.accountId);
    return { name: g.Name, accounts: members };
  });
  if (rest) {
    const others = accounts
      .filter((a) => !placed.has(a.accountId) && rest.includes(a.accountTypeId))
      .sort(byNumber);
    if (others.length > 0)
      result.push({ name: CustomReportMessages.otherAccounts, accounts: others });
  }
  return result;
}

const label = (
  name: string,
  cells: Record<string, StatementCell>,
  style?: StatementRow['style'],
  indent?: number,
): StatementRow => ({
  cells: { number: null, name, ...cells },
  ...(style ? { style } : {}),
  ...(indent ? { indent } : {}),
});

const accountRow = (a: AccountRef, cells: Record<string, StatementCell>): StatementRow => ({
  cells: { number: a.accountNumber, name: a.accountName, ...cells },
  indent: 1,
  accountId: a.accountId,
});

type Sums = Record<string, number>;

/** Rows of grouped accounts with a subtotal per group; accounts whose amounts are all 0 are left out. */
function groupedRows<T extends AccountRef>(
  groups: { name: string; accounts: T[] }[],
  amountsOf: (a: T) => Sums,
  cellsOf: (sums: Sums, typeId: number | null) => Record<string, StatementCell>,
): StatementRow[] {
  const rows: StatementRow[] = [];
  for (const g of groups) {
    const shown = g.accounts.filter((a) => Object.values(amountsOf(a)).some((x) => x !== 0));
    if (shown.length === 0) continue;
    const sums: Sums = {};
    rows.push(label(g.name, {}, 'section'));
    for (const a of shown) {
      const amounts = amountsOf(a);
      for (const [k, v] of Object.entries(amounts)) sums[k] = (sums[k] ?? 0) + v;
      rows.push(accountRow(a, cellsOf(amounts, a.accountTypeId)));
    }
    rows.push(label(`Total ${g.name}`, cellsOf(sums, null), 'subtotal'));
  }
  return rows;
}

/**
 * A balance sheet in the custom grouping. Totals (assets, liabilities, equity with net income)
 * are the standard balance sheet's, whatever the grouping; amounts in each account's normal sign.
 */
export function customBalanceSheet(
  balances: readonly NetBalance[],
  netIncome: NetIncomeSplit,
  groups: readonly CustomGroup[],
): { rows: StatementRow[]; assets: number; liabilities: number; equity: number } {
  const standard = balanceSheet(balances, netIncome);
  const placed = placeAccounts(balances, groups, statementTypes.BalanceSheet);
  const rows = groupedRows(
    placed,
    (a) => ({ amount: balanceInNormalSign(a.accountTypeId, a.net) }),
    (s) => ({ amount: s.amount ?? 0 }),
  );
  rows.push(
    ...(netIncome.priorYears !== 0
      ? [label('Net Income of Prior Years (not closed)', { amount: netIncome.priorYears })]
      : []),
    label('Net Income (Current Year)', { amount: netIncome.currentYear }),
    label('Total Assets', { amount: standard.assets }, 'total'),
    label('Total Liabilities', { amount: standard.liabilities }, 'total'),
    label('Total Equity', { amount: standard.equity }, 'total'),
    label(
      'Total Liabilities and Equity',
      { amount: standard.liabilities + standard.equity },
      'total',
    ),
  );
  return {
    rows,
    assets: standard.assets,
    liabilities: standard.liabilities,
    equity: standard.equity,
  };
}

/** An income or expense account's actual and budget (normal sign) for a period and the year. */
export interface ActualAndBudget extends AccountRef {
  actual: number;
  budget: number;
  ytdActual: number;
  ytdBudget: number;
}

/**
 * Variance cells: favorable variances positive, as on Budget versus Actual (income above budget,
 * expense below it). Sums of favorable variances are the variance of the sums, so a group's and
 * the net income's variance is its accounts' added up; for the net it is actual − budget.
 */
function varianceCells(s: Sums, typeId: number | null): Record<string, StatementCell> {
  const actual = s.actual ?? 0;
  const budget = s.budget ?? 0;
  const variance = typeId === null ? (s.variance ?? 0) : budgetVariance(typeId, budget, actual);
  const ytdVariance =
    typeId === null
      ? (s.ytdVariance ?? 0)
      : budgetVariance(typeId, s.ytdBudget ?? 0, s.ytdActual ?? 0);
  return {
    actual,
    budget,
    variance,
    variancePercent: variancePercent(variance, budget),
    ytdActual: s.ytdActual ?? 0,
    ytdBudget: s.ytdBudget ?? 0,
    ytdVariance,
  };
}

const withVariances = (a: ActualAndBudget): Sums => ({
  actual: a.actual,
  budget: a.budget,
  variance: budgetVariance(a.accountTypeId, a.budget, a.actual),
  ytdActual: a.ytdActual,
  ytdBudget: a.ytdBudget,
  ytdVariance: budgetVariance(a.accountTypeId, a.ytdBudget, a.ytdActual),
});

/** An income statement in the custom grouping with actual, budget and variance, and the net. */
export function customIncomeStatement(
  figures: readonly ActualAndBudget[],
  groups: readonly CustomGroup[],
): { rows: StatementRow[]; net: { actual: number; budget: number; variance: number } } {
  const placed = placeAccounts(figures, groups, statementTypes.IncomeStatement);
  const rows = groupedRows(placed, withVariances, varianceCells);
  const net: Sums = {};
  for (const a of figures) {
    if (!statementTypes.IncomeStatement.includes(a.accountTypeId)) continue;
    const sign = a.accountTypeId === AccountTypeId.Expenses ? -1 : 1;
    const own = withVariances(a);
    for (const k of ['actual', 'budget', 'ytdActual', 'ytdBudget'] as const) {
      net[k] = (net[k] ?? 0) + sign * own[k];
    }
    net.variance = (net.variance ?? 0) + own.variance;
    net.ytdVariance = (net.ytdVariance ?? 0) + own.ytdVariance;
  }
  rows.push(label('Net Income', varianceCells(net, null), 'total'));
  return {
    rows,
    net: { actual: net.actual ?? 0, budget: net.budget ?? 0, variance: net.variance ?? 0 },
  };
}

/** An account's debits minus credits before the range and through its end. */
export interface BeginningAndEnding extends AccountRef {
  beginning: number;
  ending: number;
}

/** Reserve accounts (by default the Reserves type) with beginning, change and ending balances. */
export function customReserveStatement(
  balances: readonly BeginningAndEnding[],
  groups: readonly CustomGroup[],
): { rows: StatementRow[]; ending: number } {
  const placed = placeAccounts(balances, groups, null);
  const amounts = (a: BeginningAndEnding): Sums => {
    const beginning = balanceInNormalSign(a.accountTypeId, a.beginning);
    const ending = balanceInNormalSign(a.accountTypeId, a.ending);
    return { beginning, change: ending - beginning, ending };
  };
  const rows = groupedRows(placed, amounts, (s) => ({ ...s }));
  const total: Sums = { beginning: 0, change: 0, ending: 0 };
  for (const g of placed) {
    for (const a of g.accounts) {
      for (const [k, v] of Object.entries(amounts(a))) total[k] = (total[k] ?? 0) + v;
    }
  }
  rows.push(label('Total Reserves', total, 'total'));
  return { rows, ending: total.ending ?? 0 };
}

/** One community's balances as a portfolio row: the figures asked for, in cents. */
export function portfolioFigures(
  balances: readonly (AccountRef & { total: number; ytd: number })[],
): Record<PortfolioFigure, number> {
  const sum = (type: number, pick: 'total' | 'ytd') =>
    balances
      .filter((b) => b.accountTypeId === type)
      .reduce((s, b) => s + balanceInNormalSign(type, b[pick]), 0);
  const income = sum(AccountTypeId.Income, 'ytd');
  const expense = sum(AccountTypeId.Expenses, 'ytd');
  return {
    Cash: sum(AccountTypeId.Cash, 'total'),
    OperatingIncome: income,
    OperatingExpense: expense,
    NetIncome: income - expense,
    ReserveBalance: sum(AccountTypeId.Reserves, 'total'),
    OwnersReceivable: sum(AccountTypeId.Receivables, 'total'),
  };
}

/** The name custom financial statements keep their section settings under (one or several communities). */
export const CustomStatementReportName = 'CustomFinancialStatement';

import { describe, expect, it } from 'vitest';
import {
  CustomReportDefinitionSchema,
  customBalanceSheet,
  customIncomeStatement,
  customReserveStatement,
  defaultGroups,
  placeAccounts,
  portfolioFigures,
  statementColumns,
} from './custom-statements';
import { balanceSheet } from './financial-statements';
import { AccountTypeId as T } from './static-data/accounts';

const account = (id: number, number: string, type: number) => ({
  accountId: id,
  accountNumber: number,
  accountName: `Account ${number}`,
  accountTypeId: type,
});

describe('custom layout: groups and sequence', () => {
  const accounts = [
    account(1, '1000', T.Cash),
    account(2, '1200', T.Receivables),
    account(3, '2000', T.CurrentLiabilities),
    account(4, '3100', T.Reserves),
  ];
  it('orders groups and their types by sequence, and puts the rest in Other Accounts', () => {
    const placed = placeAccounts(
      accounts,
      [
        {
          Name: 'Second',
          Sequence: 2,
          Accounts: [{ TopsAgentAccountTypeId: T.Cash, Sequence: 1 }],
        },
        {
          Name: 'First',
          Sequence: 1,
          Accounts: [
            { TopsAgentAccountTypeId: T.Reserves, Sequence: 2 },
            { TopsAgentAccountTypeId: T.Receivables, Sequence: 1 },
          ],
        },
      ],
      [T.Cash, T.Receivables, T.CurrentLiabilities, T.Reserves],
    );
    expect(placed.map((g) => [g.name, g.accounts.map((a) => a.accountNumber)])).toEqual([
      ['First', ['1200', '3100']],
      ['Second', ['1000']],
      ['Other Accounts', ['2000']],
    ]);
  });

  it('refuses a type in two groups, a type off the statement, a column off it', () => {
    const parsed = CustomReportDefinitionSchema.safeParse({
      ReportType: 2,
      Statement: 'IncomeStatement',
      Columns: ['actual', 'amount'],
      Groups: [
        { Name: 'A', Sequence: 1, Accounts: [{ TopsAgentAccountTypeId: T.Income, Sequence: 1 }] },
        {
          Name: 'B',
          Sequence: 2,
          Accounts: [
            { TopsAgentAccountTypeId: T.Income, Sequence: 1 },
            { TopsAgentAccountTypeId: T.Cash, Sequence: 2 },
          ],
        },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'The column amount is not on the Income Statement.',
      'The account type Income is in more than one group.',
      'The account type Cash is not on the Income Statement.',
    ]);
    expect(
      CustomReportDefinitionSchema.safeParse({ ReportType: 2 }).error?.issues[0]?.message,
    ).toBe('Choose the statement of a financial report.');
    expect(
      CustomReportDefinitionSchema.safeParse({ ReportType: 1 }).error?.issues[0]?.message,
    ).toBe('Choose at least one figure of the portfolio report.');
  });

  it('shows the chosen columns in the statement’s order, all when none is chosen', () => {
    expect(statementColumns('IncomeStatement', ['variance', 'actual']).map((c) => c.key)).toEqual([
      'actual',
      'variance',
    ]);
    expect(statementColumns('BalanceSheet', [])).toEqual([{ key: 'amount', title: 'Balance' }]);
  });
});

describe('custom statements keep the standard figures', () => {
  it('balance sheet: totals equal the standard balance sheet’s whatever the grouping', () => {
    const balances = [
      { ...account(1, '1000', T.Cash), net: 500_000 },
      { ...account(2, '1200', T.Receivables), net: 150_000 },
      { ...account(3, '2000', T.CurrentLiabilities), net: -40_000 },
      { ...account(4, '3100', T.Reserves), net: -100_000 },
      { ...account(5, '4000', T.Income), net: -800_000 },
      { ...account(6, '5000', T.Expenses), net: 290_000 },
    ];
    const netIncome = { currentYear: 510_000, priorYears: 0 };
    const standard = balanceSheet(balances, netIncome);
    const total = (rows: { cells: Record<string, unknown> }[], name: string) =>
      rows.find((r) => r.cells.name === name)?.cells.amount;
    for (const groups of [
      defaultGroups('BalanceSheet'),
      [{ Name: 'Money', Sequence: 1, Accounts: [{ TopsAgentAccountTypeId: T.Cash, Sequence: 1 }] }],
    ]) {
      const custom = customBalanceSheet(balances, netIncome, groups);
      expect(custom.assets).toBe(standard.assets);
      expect(total(custom.rows, 'Total Assets')).toBe(650_000);
      expect(total(custom.rows, 'Total Liabilities and Equity')).toBe(650_000);
    }
    const grouped = customBalanceSheet(balances, netIncome, [
      { Name: 'Money', Sequence: 1, Accounts: [{ TopsAgentAccountTypeId: T.Cash, Sequence: 1 }] },
    ]);
    expect(grouped.rows.slice(0, 3).map((r) => [r.cells.name, r.cells.amount])).toEqual([
      ['Money', undefined],
      ['Account 1000', 500_000],
      ['Total Money', 500_000],
    ]);
    expect(grouped.rows[3]?.cells.name).toBe('Other Accounts');
  });

  it('income statement: variance is favorable (income above, expense below budget); the net is actual − budget', () => {
    const figures = [
      {
        ...account(5, '4000', T.Income),
        actual: 250_000,
        budget: 200_000,
        ytdActual: 500_000,
        ytdBudget: 600_000,
      },
      {
        ...account(6, '5000', T.Expenses),
        actual: 70_000,
        budget: 50_000,
        ytdActual: 120_000,
        ytdBudget: 150_000,
      },
    ];
    const groups = [
      {
        Name: 'Expenses first',
        Sequence: 1,
        Accounts: [{ TopsAgentAccountTypeId: T.Expenses, Sequence: 1 }],
      },
      {
        Name: 'Revenue',
        Sequence: 2,
        Accounts: [{ TopsAgentAccountTypeId: T.Income, Sequence: 1 }],
      },
    ];
    const cash = {
      ...account(1, '1000', T.Cash),
      actual: 9,
      budget: 0,
      ytdActual: 9,
      ytdBudget: 0,
    };
    const { rows, net } = customIncomeStatement([...figures, cash], groups);
    const cells = (name: string) => rows.find((r) => r.cells.name === name)?.cells;
    expect(rows.map((r) => r.cells.name)).toEqual([
      'Expenses first',
      'Account 5000',
      'Total Expenses first',
      'Revenue',
      'Account 4000',
      'Total Revenue',
      'Net Income',
    ]);
    expect(cells('Account 4000')).toMatchObject({
      actual: 250_000,
      budget: 200_000,
      variance: 50_000,
      variancePercent: 25,
    });
    expect(cells('Account 5000')).toMatchObject({ variance: -20_000, ytdVariance: 30_000 });
    expect(net).toEqual({ actual: 180_000, budget: 150_000, variance: 30_000 });
    expect(cells('Net Income')).toMatchObject({
      ytdActual: 380_000,
      ytdBudget: 450_000,
      ytdVariance: -70_000,
    });
  });

  it('reserve statement: beginning, change and ending of the grouped accounts only', () => {
    const { rows, ending } = customReserveStatement(
      [
        { ...account(4, '3100', T.Reserves), beginning: -100_000, ending: -130_000 },
        { ...account(1, '1000', T.Cash), beginning: 5, ending: 9 },
      ],
      defaultGroups('ReserveStatement'),
    );
    expect(ending).toBe(130_000);
    expect(rows.find((r) => r.cells.name === 'Account 3100')?.cells).toMatchObject({
      beginning: 100_000,
      change: 30_000,
      ending: 130_000,
    });
    expect(rows.some((r) => r.cells.name === 'Account 1000')).toBe(false);
  });

  it('portfolio figures: balances as of the date, income and expense of the year', () => {
    const f = portfolioFigures([
      { ...account(1, '1000', T.Cash), total: 500_000, ytd: 20_000 },
      { ...account(2, '1200', T.Receivables), total: 150_000, ytd: 0 },
      { ...account(4, '3100', T.Reserves), total: -100_000, ytd: 0 },
      { ...account(5, '4000', T.Income), total: -900_000, ytd: -800_000 },
      { ...account(6, '5000', T.Expenses), total: 300_000, ytd: 290_000 },
    ]);
    expect(f).toEqual({
      Cash: 500_000,
      OperatingIncome: 800_000,
      OperatingExpense: 290_000,
      NetIncome: 510_000,
      ReserveBalance: 100_000,
      OwnersReceivable: 150_000,
    });
  });
});

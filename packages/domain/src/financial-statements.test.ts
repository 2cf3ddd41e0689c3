import { describe, expect, it } from 'vitest';
import {
  balanceSheet,
  budgetRows,
  budgetVariance,
  budgetVersusActual,
  cashFlow,
  incomeStatement,
  netIncomeOf,
  trialBalance,
  variancePercent,
  type NetBalance,
  type StatementRow,
} from './financial-statements';
import { AccountTypeId as T } from './static-data/accounts';

let nextId = 1;
const account = (accountNumber: string, accountName: string, accountTypeId: number) => ({
  accountId: nextId++,
  accountNumber,
  accountName,
  accountTypeId,
});

const cash = account('1000', 'Operating Cash', T.Cash);
const receivables = account('1200', 'Assessments Receivable', T.Receivables);
const equipment = account('1500', 'Equipment', T.FixedAsset);
const depreciation = account('1550', 'Accumulated Depreciation', T.AccumulatedDepreciation);
const payables = account('2000', 'Accounts Payable', T.CurrentLiabilities);
const loan = account('2500', 'Bank Loan', T.NotesPayable);
const retained = account('3000', 'Retained Earnings', T.Equity);
const reserve = account('3100', 'Reserve Fund', T.Reserves);
const income = account('4000', 'Assessment Income', T.Income);
const fees = account('4100', 'Late Fee Income', T.Income);
const landscaping = account('5000', 'Landscaping', T.Expenses);
const utilities = account('5100', 'Utilities', T.Expenses);

// Debits minus credits; they sum to zero as the ledger does.
const balances: NetBalance[] = [
  { ...cash, net: 150_000 },
  { ...receivables, net: 20_000 },
  { ...equipment, net: 50_000 },
  { ...depreciation, net: -5_000 },
  { ...payables, net: -30_000 },
  { ...loan, net: -40_000 },
  { ...retained, net: -100_000 },
  { ...reserve, net: -25_000 },
  { ...income, net: -60_000 },
  { ...landscaping, net: 40_000 },
  { ...fees, net: 0 },
];

const names = (rows: StatementRow[]) => rows.map((r) => r.cells.name);
const row = (rows: StatementRow[], name: string) => rows.find((r) => r.cells.name === name);

describe('trial balance', () => {
  it('puts each balance on its side, leaves zero balances out and totals equal', () => {
    const tb = trialBalance(balances);
    expect(tb.debit).toBe(260_000);
    expect(tb.credit).toBe(260_000);
    expect(tb.rows).toHaveLength(11);
    expect(tb.rows[0]?.cells).toEqual({
      number: '1000',
      name: 'Operating Cash',
      debit: 150_000,
      credit: null,
    });
    expect(row(tb.rows, 'Accumulated Depreciation')?.cells).toMatchObject({
      debit: null,
      credit: 5_000,
    });
    expect(tb.rows.at(-1)).toEqual({
      cells: { number: null, name: 'Total', debit: 260_000, credit: 260_000 },
      style: 'total',
    });
  });
});

describe('balance sheet', () => {
  it('sections by group, subtotals by type, and balances with net income', () => {
    const bs = balanceSheet(balances, { currentYear: 15_000, priorYears: 5_000 });
    expect(netIncomeOf(balances)).toBe(20_000);
    expect(bs.assets).toBe(215_000);
    expect(bs.liabilities).toBe(70_000);
    expect(bs.equity).toBe(145_000);
    expect(bs.assets).toBe(bs.liabilities + bs.equity);
    expect(names(bs.rows)).toEqual([
      'Assets',
      'Cash',
      'Operating Cash',
      'Total Cash',
      'Receivables',
      'Assessments Receivable',
      'Total Receivables',
      'Fixed Asset',
      'Equipment',
      'Total Fixed Asset',
      'Accumulated Depreciation',
      'Accumulated Depreciation',
      'Total Accumulated Depreciation',
      'Total Assets',
      'Liabilities',
      'Current Liabilities',
      'Accounts Payable',
      'Total Current Liabilities',
      'Notes Payable',
      'Bank Loan',
      'Total Notes Payable',
      'Total Liabilities',
      'Equity',
      'Equity',
      'Retained Earnings',
      'Total Equity',
      'Reserves',
      'Reserve Fund',
      'Total Reserves',
      'Net Income of Prior Years (not closed)',
      'Net Income (Current Year)',
      'Total Equity',
      'Total Liabilities and Equity',
    ]);
    expect(row(bs.rows, 'Accumulated Depreciation')).toMatchObject({ style: 'section', indent: 1 });
    expect(bs.rows[11]?.cells.amount).toBe(-5_000);
    expect(row(bs.rows, 'Bank Loan')?.cells.amount).toBe(40_000);
    expect(bs.rows.at(-1)?.cells.amount).toBe(215_000);
  });
  it('leaves out prior years’ net income when every earlier year is closed', () => {
    const bs = balanceSheet(balances, { currentYear: 20_000, priorYears: 0 });
    expect(names(bs.rows)).not.toContain('Net Income of Prior Years (not closed)');
    expect(bs.equity).toBe(145_000);
  });
});

describe('income statement', () => {
  it('shows income less expenses for the period and the year to date', () => {
    const is = incomeStatement([
      { ...income, period: -10_000, ytd: -60_000 },
      { ...fees, period: 0, ytd: -2_500 },
      { ...landscaping, period: 3_000, ytd: 40_000 },
      { ...utilities, period: 0, ytd: 0 },
    ]);
    expect(is.netIncome).toEqual({ period: 7_000, ytd: 22_500 });
    expect(names(is.rows)).toEqual([
      'Income',
      'Assessment Income',
      'Late Fee Income',
      'Total Income',
      'Expenses',
      'Landscaping',
      'Total Expenses',
      'Net Income',
    ]);
    expect(row(is.rows, 'Total Income')?.cells).toMatchObject({ period: 10_000, ytd: 62_500 });
    expect(row(is.rows, 'Landscaping')).toMatchObject({ indent: 1 });
  });
});

describe('budget versus actual', () => {
  it('computes favorable variances as positive and the percent of budget', () => {
    expect(budgetVariance(T.Income, 10_000, 12_000)).toBe(2_000);
    expect(budgetVariance(T.Expenses, 10_000, 12_000)).toBe(-2_000);
    expect(variancePercent(2_000, 10_000)).toBe(20);
    expect(variancePercent(-1, 3)).toBe(-33.33);
    expect(variancePercent(2, 3)).toBe(66.67);
    expect(variancePercent(1, 8)).toBe(12.5);
    expect(variancePercent(1, 0)).toBeNull();
  });
  it('totals sections and the net', () => {
    const bva = budgetVersusActual([
      { ...income, budget: 10_000, actual: 10_500, ytdBudget: 30_000, ytdActual: 29_000 },
      { ...landscaping, budget: 4_000, actual: 5_000, ytdBudget: 12_000, ytdActual: 11_000 },
      { ...utilities, budget: 0, actual: 0, ytdBudget: 0, ytdActual: 0 },
    ]);
    expect(names(bva.rows)).toEqual([
      'Income',
      'Assessment Income',
      'Total Income',
      'Expenses',
      'Landscaping',
      'Total Expenses',
      'Net Income',
    ]);
    expect(row(bva.rows, 'Landscaping')?.cells).toMatchObject({
      variance: -1_000,
      variancePercent: -25,
      ytdVariance: 1_000,
      ytdVariancePercent: 8.33,
    });
    expect(bva.rows.at(-1)?.cells).toMatchObject({
      budget: 6_000,
      actual: 5_500,
      variance: -500,
      variancePercent: -8.33,
      ytdBudget: 18_000,
      ytdActual: 18_000,
      ytdVariance: 0,
      ytdVariancePercent: 0,
    });
  });
});

describe('cash flow (indirect)', () => {
  it('starts from net income and reverses the other accounts’ changes', () => {
    const flow = cashFlow([
      { ...cash, beginning: 100_000, ending: 150_000 },
      { ...receivables, beginning: 10_000, ending: 20_000 },
      { ...equipment, beginning: 30_000, ending: 50_000 },
      { ...depreciation, beginning: -4_000, ending: -5_000 },
      { ...payables, beginning: -25_000, ending: -30_000 },
      { ...loan, beginning: 0, ending: -40_000 },
      { ...retained, beginning: -100_000, ending: -100_000 },
      { ...reserve, beginning: -11_000, ending: -25_000 },
      { ...income, beginning: 0, ending: -60_000 },
      { ...landscaping, beginning: 0, ending: 40_000 },
    ]);
    expect(flow.netIncome).toBe(20_000);
    // Operating: 20,000 − 10,000 (receivables up) + 1,000 (depreciation) + 5,000 (payables up).
    expect(row(flow.rows, 'Net Cash from Operating Activities')?.cells.amount).toBe(16_000);
    expect(row(flow.rows, 'Net Cash from Investing Activities')?.cells.amount).toBe(-20_000);
    expect(row(flow.rows, 'Net Cash from Financing Activities')?.cells.amount).toBe(54_000);
    expect(flow.netChange).toBe(50_000);
    expect(flow.beginningCash).toBe(100_000);
    expect(flow.endingCash).toBe(150_000);
    expect(row(flow.rows, 'Assessments Receivable')?.cells.amount).toBe(-10_000);
    expect(names(flow.rows)).not.toContain('Retained Earnings');
    expect(flow.rows.at(-1)).toMatchObject({ style: 'total', cells: { amount: 150_000 } });
  });
});

describe('budgets by period', () => {
  it('totals each period and the year by group, with the net and the prior actual', () => {
    const { rows, net } = budgetRows(
      [
        { ...income, amounts: [1_000, 1_000, 1_200], priorActual: 3_100 },
        { ...landscaping, amounts: [300, 400, 500], priorActual: 1_000 },
        { ...utilities, amounts: [100, 0, 0], priorActual: 50 },
      ],
      3,
      true,
    );
    expect(net).toEqual([600, 600, 700]);
    expect(names(rows)).toEqual([
      'Income',
      'Assessment Income',
      'Total Income',
      'Expenses',
      'Landscaping',
      'Utilities',
      'Total Expenses',
      'Net Income',
    ]);
    expect(row(rows, 'Total Expenses')?.cells).toMatchObject({
      p1: 400,
      p2: 400,
      p3: 500,
      total: 1_300,
      prior: 1_050,
    });
    expect(rows.at(-1)?.cells).toMatchObject({ total: 1_900, prior: 2_050 });
  });
});

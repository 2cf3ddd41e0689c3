import { describe, expect, it } from 'vitest';
import { contract, type ReportDataJson } from '@hoa/contract';
import { ReportMessages } from '@hoa/domain';
import { queryRows, sql } from '@hoa/db';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { journalBooks, type JournalBooks, poolCostCenter } from '../../../test/journal-factories';
import { postLines, postWorkedEntries, saveMonthlyBudget } from '../../../test/reports-factories';

const R = contract.reports;

/** The cells of the row whose name (or description, or account) is given. */
const row = (report: ReportDataJson, name: string) =>
  report.rows.find((r) => [r.cells.name, r.cells.description, r.cells.account].includes(name))
    ?.cells;

describe.each(testDatabases())('financial statements on $name', (testDb) => {
  const h = useApp(testDb);
  const run = <E extends (typeof R)[keyof typeof R]>(
    j: JournalBooks,
    endpoint: E,
    query: Record<string, string | number>,
  ) =>
    callApi(
      h.app,
      endpoint,
      { query: { communityAgentId: j.communityId, ...query } as never },
      j.token,
    ).then((r) => {
      expect(r.status, r.errorMessage).toBe(200);
      return r.body as ReportDataJson;
    });

  it('trial balance: every balance on its side, totals equal, mid-period from the lines', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    const tb = await run(j, R.TrialBalance, { asOfDate: '2026-03-31' });
    expect(tb.title).toBe('Trial Balance');
    expect(tb.subtitle[2]).toBe('As of 03/31/2026');
    expect(tb.rows.map((r) => [r.cells.number, r.cells.debit, r.cells.credit])).toEqual([
      ['1000', 424_950, null],
      ['1200', 150_000, null],
      ['2000', null, 40_000],
      ['4000', null, 800_000],
      ['5000', 265_050, null],
      [null, 840_000, 840_000],
    ]);
    expect(tb.footnotes).toBeUndefined();
    // The screen links account rows to GL history over the report's days.
    expect(tb.rows[0]?.accountId).toBe(j.books.account.cash);
    expect(tb.rows.at(-1)?.accountId).toBeUndefined();
    expect(tb.dateRange?.endDate).toBe('2026-03-31');
    // 01/10/2026 cuts January: only the 01/05 entry of it counts.
    const jan = await run(j, R.TrialBalance, { asOfDate: '2026-01-10' });
    expect(jan.rows.map((r) => [r.cells.number, r.cells.debit, r.cells.credit])).toEqual([
      ['1000', 200_000, null],
      ['1200', 500_000, null],
      ['4000', null, 800_000],
      ['5000', 100_000, null],
      [null, 800_000, 800_000],
    ]);
  });

  it('balance sheet: assets = liabilities + equity + net income of this and earlier years', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    const bs = await run(j, R.BalanceSheet, { asOfDate: '2026-03-31' });
    expect(row(bs, 'Operating Cash')?.amount).toBe(424_950);
    expect(row(bs, 'Total Assets')?.amount).toBe(574_950);
    expect(row(bs, 'Total Liabilities')?.amount).toBe(40_000);
    expect(row(bs, 'Net Income of Prior Years (not closed)')?.amount).toBe(200_000);
    expect(row(bs, 'Net Income (Current Year)')?.amount).toBe(334_950);
    expect(row(bs, 'Total Equity')?.amount).toBe(534_950);
    expect(row(bs, 'Total Liabilities and Equity')?.amount).toBe(574_950);
    expect(bs.rows.filter((r) => r.style === 'section').map((r) => r.cells.name)).toEqual([
      'Assets',
      'Cash',
      'Receivables',
      'Liabilities',
      'Current Liabilities',
      'Equity',
    ]);
  });

  it('balance sheet after the last fiscal year: its income is earlier years’, closed or not (issue 18)', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    // Books for 2025 and 2026 only. Net income 2025: 3,000.00 − 1,000.00 = 2,000.00; 2026:
    // 5,000.00 − 1,200.00 − 450.50 = 3,349.50. Assets 4,249.50 cash + 1,500.00 receivable =
    // 5,749.50 = liabilities 400.00 payable + equity 5,349.50, the two years' net income.
    const equity = async (asOfDate: string) => {
      const bs = await run(j, R.BalanceSheet, { asOfDate });
      expect(row(bs, 'Total Assets')?.amount).toBe(574_950);
      expect(row(bs, 'Total Liabilities')?.amount).toBe(40_000);
      expect(row(bs, 'Total Liabilities and Equity')?.amount).toBe(574_950);
      expect(bs.footnotes).toBeUndefined();
      return [
        'Retained Earnings',
        'Net Income of Prior Years (not closed)',
        'Net Income (Current Year)',
      ].map((name) => row(bs, name)?.amount ?? null);
    };
    // On 12/31/2026, in 2026: 2025's income is an earlier year's, 2026's the current year's.
    expect(await equity('2026-12-31')).toEqual([null, 200_000, 334_950]);
    // On 01/31/2027, after the last fiscal year: 2026 is an earlier year too and nothing is
    // this year's (it showed 5,349.50 as the current year's net income).
    expect(await equity('2027-01-31')).toEqual([null, 534_950, 0]);

    // Closing 2025 moves its 2,000.00 into retained earnings; 2026's stays apart until closed.
    const close = (fiscalYearId: number) =>
      callApi(
        h.app,
        contract.yearClose.SaveCloseYear,
        { body: { communityAgentId: j.communityId, fiscalYearId } },
        j.token,
      );
    expect((await close(j.earlierYear.fiscalYearId)).status).toBe(200);
    expect(await equity('2027-01-31')).toEqual([200_000, 334_950, 0]);
    // Closing 2026 too: all 5,349.50 is retained earnings, counted once.
    expect((await close(j.books.fiscalYearId)).status).toBe(200);
    expect(await equity('2027-01-31')).toEqual([534_950, null, 0]);
  });

  it('income statement: the range and the year to date, both cut mid-period', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    const march = await run(j, R.IncomeStatement, {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(march.columns.map((c) => c.title)).toEqual([
      'Account',
      'Name',
      '03/01/2026 - 03/31/2026',
      'Year to Date (from 01/01/2026)',
    ]);
    expect(row(march, 'Total Income')).toMatchObject({ period: 0, ytd: 500_000 });
    expect(row(march, 'Landscaping')).toMatchObject({ period: 45_050, ytd: 165_050 });
    expect(row(march, 'Net Income')).toMatchObject({ period: -45_050, ytd: 334_950 });
    const cut = await run(j, R.IncomeStatement, {
      startDate: '2026-01-10',
      endDate: '2026-02-15',
    });
    expect(row(cut, 'Net Income')).toMatchObject({ period: -120_000, ytd: 380_000 });
  });

  it('cash flow: net income, the other accounts’ changes, ending = beginning + change', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    const flow = await run(j, R.CashFlow, { startDate: '2026-01-01', endDate: '2026-03-31' });
    expect(row(flow, 'Net Income')?.amount).toBe(334_950);
    expect(row(flow, 'Assessments Receivable')?.amount).toBe(-150_000);
    expect(row(flow, 'Accounts Payable')?.amount).toBe(40_000);
    expect(row(flow, 'Net Cash from Operating Activities')?.amount).toBe(224_950);
    expect(row(flow, 'Net Change in Cash')?.amount).toBe(224_950);
    expect(row(flow, 'Cash at Beginning of Period')?.amount).toBe(200_000);
    expect(row(flow, 'Cash at End of Period')?.amount).toBe(424_950);
  });

  it('GL detail and journal entries: lines over a range with running balances', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    const detail = await run(j, R.GeneralLedgerDetail, {
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    const cashRows = detail.rows.slice(
      detail.rows.findIndex((r) => r.cells.description === '1000 Operating Cash'),
    );
    expect(cashRows.slice(1, 6).map((r) => [r.cells.date ?? null, r.cells.balance])).toEqual([
      [null, 200_000],
      ['2026-01-20', 550_000],
      ['2026-03-05', 470_000],
      ['2026-03-20', 424_950],
      [null, 424_950],
    ]);
    expect(cashRows[5]?.cells).toMatchObject({ debit: 350_000, credit: 125_050 });
    // The account's heading links to its GL history, each line to its transaction.
    expect(cashRows[0]?.accountId).toBe(j.books.account.cash);
    expect(cashRows[2]?.itemId).toEqual(expect.any(Number));
    expect(detail.dateRange).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
    // Payables are credit-normal: a bill raises the balance, a payment lowers it.
    expect(row(detail, 'Total 2000 Accounts Payable')?.balance).toBe(40_000);

    const entries = await run(j, R.JournalEntry, {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(entries.rows.filter((r) => r.style === 'section')).toHaveLength(2);
    expect(entries.rows.at(-1)?.cells).toMatchObject({ debit: 125_050, credit: 125_050 });
  });

  it('a cost center’s lines alone, and its imbalance as a footnote', async () => {
    const j = await journalBooks(h);
    const { cash, income } = j.books.account;
    const poolId = await poolCostCenter(h, j);
    await postLines(h, j, '2026-02-01', [
      [cash, 10_000, 0, poolId],
      [income, 0, 10_000],
    ]);
    await postLines(h, j, '2026-02-02', [
      [cash, 7_000, 0],
      [income, 0, 7_000],
    ]);
    const tb = await run(j, R.TrialBalance, { asOfDate: '2026-12-31', costCenterId: poolId });
    expect(tb.subtitle).toContain('Cost center 20 Pool');
    expect(tb.rows.map((r) => [r.cells.number, r.cells.debit, r.cells.credit])).toEqual([
      ['1000', 10_000, null],
      [null, 10_000, 0],
    ]);
    expect(tb.footnotes).toEqual(['Debits and credits of this cost center differ by $100.00.']);
  });

  it('budget versus actual: budget, actual, favorable variance and percent for the period and YTD', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    const { income, expense } = j.books.account;
    const saved = await saveMonthlyBudget(h, j, [
      [income, 200_000],
      [expense, 50_000],
    ]);
    expect(saved).toEqual({ SavedAccounts: 2 });
    const march = j.books.periodIds[2] ?? 0;
    const bva = await run(j, R.BudgetsVersusActual, { periodId: march });
    expect(row(bva, 'Assessment Income')).toMatchObject({
      budget: 200_000,
      actual: 0,
      variance: -200_000,
      variancePercent: -100,
      ytdBudget: 600_000,
      ytdActual: 500_000,
      ytdVariance: -100_000,
      ytdVariancePercent: -16.67,
    });
    expect(row(bva, 'Landscaping')).toMatchObject({
      budget: 50_000,
      actual: 45_050,
      variance: 4_950,
      variancePercent: 9.9,
      ytdBudget: 150_000,
      ytdActual: 165_050,
      ytdVariance: -15_050,
      ytdVariancePercent: -10.03,
    });
    expect(row(bva, 'Net Income')).toMatchObject({
      budget: 150_000,
      actual: -45_050,
      variance: -195_050,
      variancePercent: -130.03,
      ytdVariance: -115_050,
      ytdVariancePercent: -25.57,
    });

    const budgets = await run(j, R.Budgets, { fiscalYearId: j.books.fiscalYearId });
    expect(budgets.columns.map((c) => c.title).slice(0, 3)).toEqual([
      'Account',
      'Jan 2026',
      'Feb 2026',
    ]);
    expect(row(budgets, '4000 Assessment Income')).toMatchObject({
      p1: 200_000,
      total: 2_400_000,
      prior: 300_000,
    });
    expect(row(budgets, 'Net Income')).toMatchObject({ total: 1_800_000, prior: 200_000 });
    expect(budgets.footnotes).toEqual([
      'Prior Year Actual: the ledger of the previous fiscal year.',
    ]);
  });

  it('out of balance comes back empty: the database refuses unbalanced entries, balances do not drift', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    const report = await run(j, R.OutOfBalance, {});
    expect(report.rows).toEqual([]);
    expect(report.footnotes).toEqual([ReportMessages.noProblems]);
  });

  it('refuses dates out of order and periods of other communities', async () => {
    const j = await journalBooks(h);
    const backwards = await callApi(
      h.app,
      R.IncomeStatement,
      {
        query: { communityAgentId: j.communityId, startDate: '2026-03-01', endDate: '2026-02-01' },
      },
      j.token,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.errorMessage).toBe(ReportMessages.startAfterEnd);
    const other = await journalBooks(h);
    const foreign = await callApi(
      h.app,
      R.BudgetsVersusActual,
      { query: { communityAgentId: j.communityId, periodId: other.books.periodIds[0] ?? 0 } },
      j.token,
    );
    expect(foreign.status).toBe(404);
    const noYear = await callApi(
      h.app,
      R.BudgetsVersusActual,
      { query: { communityAgentId: j.communityId, asOfDate: '2031-01-01' } },
      j.token,
    );
    expect(noYear.errorMessage).toBe(ReportMessages.noFiscalYear('2031-01-01'));
  });
});

// A PostgreSQL server's setting (PGlite has no JIT to turn off).
describe.each(testDatabases().filter((db) => db.name === 'postgres'))(
  'the app’s connections on $name',
  (testDb) => {
    const h = useApp(testDb);

    it('run with the server’s JIT off, which compiled statements longer than they ran', async () => {
      const [setting] = await h.database.withAuthLookup((tx) =>
        queryRows<{ jit: string }>(tx, sql`show jit`),
      );
      expect(setting?.jit).toBe('off');
    });
  },
);

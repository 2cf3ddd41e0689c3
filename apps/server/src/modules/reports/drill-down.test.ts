import { describe, expect, it } from 'vitest';
import { contract, type ReportDataJson, type ReportDrill } from '@hoa/contract';
import { drillFigure, GlHistoryMaxPageSize, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { journalBooks, type JournalBooks, poolCostCenter } from '../../../test/journal-factories';
import { postLines, postWorkedEntries, saveMonthlyBudget } from '../../../test/reports-factories';

const R = contract.reports;
const H = contract.glHistory;

// Drill-down (issue 24): every account figure of a statement names the ledger lines behind it
// (ReportDrill); GL history called with those filters returns lines that sum to the figure. The
// balance sheet's net income rows are no single account's: they name the income statement over
// their days, whose net income is the figure.
describe.each(testDatabases())('statement drill-down on $name', (testDb) => {
  const h = useApp(testDb);
  const run = (j: JournalBooks, endpoint: (typeof R)[keyof typeof R], query: object) =>
    callApi(
      h.app,
      endpoint,
      { query: { communityAgentId: j.communityId, ...query } },
      j.token,
    ).then((r) => {
      expect(r.status, r.errorMessage).toBe(200);
      return r.body as ReportDataJson;
    });

  /** The account's lines the drill names, every page of them, and the header over the same days. */
  async function linesBehind(j: JournalBooks, accountId: number, drill: ReportDrill) {
    const query = {
      communityAgentId: j.communityId,
      accountId,
      asOfDate: drill.toDate,
      ...(drill.fromDate ? { fromDate: drill.fromDate } : {}),
      ...(drill.costCenterId !== null ? { costCenterCategoryId: drill.costCenterId } : {}),
    };
    const header = await callApi(h.app, H.GetHistoryHeader, { query }, j.token);
    expect(header.status, header.errorMessage).toBe(200);
    const lines: { Debit: number; Credit: number }[] = [];
    for (let skip = 0; ; skip += GlHistoryMaxPageSize) {
      const page = await callApi(
        h.app,
        H.GetHistory,
        { query: { ...query, skip, take: GlHistoryMaxPageSize } },
        j.token,
      );
      expect(page.status, page.errorMessage).toBe(200);
      lines.push(...page.body.Lines);
      if (lines.length >= page.body.TotalCount) break;
    }
    const net = lines.reduce((sum, l) => sum + l.Debit - l.Credit, 0);
    // The header's totals are the same lines' (the drawer shows them).
    expect(header.body.TotalDebit - header.body.TotalCredit).toBe(net);
    expect(header.body.LineCount).toBe(lines.length);
    return drillFigure(drill.sign, header.body.TopsAccountTypeId, net);
  }

  /** Every account figure of the report against its lines; the number of figures checked. */
  async function checkFigures(j: JournalBooks, report: ReportDataJson): Promise<number> {
    let checked = 0;
    for (const row of report.rows) {
      if (row.accountId === undefined) continue;
      for (const column of report.columns) {
        const figure = row.cells[column.key];
        if (!column.drill || typeof figure !== 'number') continue;
        expect(
          await linesBehind(j, row.accountId, column.drill),
          `${report.title} ${String(row.cells.number)} ${column.title}`,
        ).toBe(figure);
        checked += 1;
      }
    }
    return checked;
  }

  it('balance sheet, income statement, trial balance, cash flow, budget versus actual: each account figure is the sum of its lines', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    // Closing 2025 puts its income into retained earnings: that account's lines are the closing entry.
    const closed = await callApi(
      h.app,
      contract.yearClose.SaveCloseYear,
      { body: { communityAgentId: j.communityId, fiscalYearId: j.earlierYear.fiscalYearId } },
      j.token,
    );
    expect(closed.status, closed.errorMessage).toBe(200);

    const bs = await run(j, R.BalanceSheet, { asOfDate: '2026-03-20' });
    expect(bs.columns.find((c) => c.key === 'amount')?.drill).toEqual({
      fromDate: null,
      toDate: '2026-03-20',
      costCenterId: null,
      sign: 'normal',
    });
    // Cash, receivables, payables and retained earnings.
    expect(await checkFigures(j, bs)).toBe(4);
    expect(bs.rows.find((r) => r.cells.name === 'Retained Earnings')?.cells.amount).toBe(200_000);

    const is = await run(j, R.IncomeStatement, { startDate: '2026-01-10', endDate: '2026-03-05' });
    expect(is.columns.map((c) => c.drill && [c.drill.fromDate, c.drill.toDate])).toEqual([
      undefined,
      undefined,
      ['2026-01-10', '2026-03-05'],
      ['2026-01-01', '2026-03-05'],
    ]);
    expect(await checkFigures(j, is)).toBe(4);

    const tb = await run(j, R.TrialBalance, { asOfDate: '2026-02-15' });
    expect(await checkFigures(j, tb)).toBe(tb.rows.length - 1);

    const flow = await run(j, R.CashFlow, { startDate: '2026-01-01', endDate: '2026-03-31' });
    // Receivables and payables: the rows of one account's movement.
    expect(await checkFigures(j, flow)).toBe(2);

    expect(await saveMonthlyBudget(h, j, [[j.books.account.expense, 50_000]])).toEqual({
      SavedAccounts: 1,
    });
    const bva = await run(j, R.BudgetsVersusActual, { periodId: j.books.periodIds[2] ?? 0 });
    expect(bva.columns.filter((c) => c.drill).map((c) => c.key)).toEqual(['actual', 'ytdActual']);
    expect(await checkFigures(j, bva)).toBe(4);
  });

  it('net income rows open the income statement over their days; its net income is the figure', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    const bs = await run(j, R.BalanceSheet, { asOfDate: '2026-03-31' });
    const drilled = bs.rows.filter((r) => r.drillReport);
    expect(drilled.map((r) => [r.cells.name, r.drillReport])).toEqual([
      [
        'Net Income of Prior Years (not closed)',
        { name: 'IncomeStatement', startDate: '2025-01-01', endDate: '2025-12-31' },
      ],
      [
        'Net Income (Current Year)',
        { name: 'IncomeStatement', startDate: '2026-01-01', endDate: '2026-03-31' },
      ],
    ]);
    for (const row of drilled) {
      const is = await run(j, R.IncomeStatement, {
        startDate: row.drillReport?.startDate,
        endDate: row.drillReport?.endDate,
      });
      const net = is.rows.find((r) => r.cells.name === 'Net Income')?.cells.period;
      expect(net, String(row.cells.name)).toBe(row.cells.amount);
      expect(await checkFigures(j, is)).toBeGreaterThan(0);
    }
  });

  it('a cost center’s statement drills into that cost center’s lines only', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    const { cash, income } = j.books.account;
    const poolId = await poolCostCenter(h, j);
    await postLines(h, j, '2026-02-01', [
      [cash, 10_000, 0, poolId],
      [income, 0, 10_000, poolId],
    ]);
    const bs = await run(j, R.BalanceSheet, { asOfDate: '2026-03-31', costCenterId: poolId });
    expect(bs.columns.find((c) => c.drill)?.drill?.costCenterId).toBe(poolId);
    expect(await checkFigures(j, bs)).toBe(1);
    const is = await run(j, R.IncomeStatement, {
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      costCenterId: poolId,
    });
    expect(await checkFigures(j, is)).toBe(2);
  });

  it('the ledger lines of GL detail and of the journal entry report name the type and status that choose their screen', async () => {
    const j = await journalBooks(h);
    await postWorkedEntries(h, j);
    const days = { startDate: '2026-01-01', endDate: '2026-03-31' };
    for (const report of [R.GeneralLedgerDetail, R.JournalEntry]) {
      const lines = (await run(j, report, days)).rows.filter((r) => r.itemId !== undefined);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line).toMatchObject({
          txnTypeId: TxnTypeId.JournalEntry,
          statusId: StatusId.Posted,
        });
      }
    }
  });
});

import {
  addDays,
  balanceSheet,
  currentYearStart,
  formatCents,
  NetIncomeRows,
  netIncomeOf,
  type NetBalance,
  type NetIncomeSplit,
} from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import {
  accountActivities,
  accountActivity,
  type AccountActivity,
  type ActivityAsk,
} from './ledger-balances';
import { accountColumns, drillColumn } from './report-columns';
import { reportScope, reportScopes, type ReportQuery, type ReportScope } from './report-scope';

/** The ledger reading a balance sheet takes: through its date, this fiscal year apart. */
export function balanceSheetAsk(scope: ReportScope): ActivityAsk {
  const yearStart = currentYearStart(scope.dates.endDate, scope.periods);
  return { scope, from: yearStart, to: scope.dates.endDate };
}

/** Every account's balance at the date of balanceSheetAsk's reading, and the net income shown. */
export function balanceSheetOf(activity: readonly AccountActivity[]): {
  balances: NetBalance[];
  netIncome: NetIncomeSplit;
} {
  const currentYear = netIncomeOf(activity.map((a) => ({ ...a, net: a.inRange })));
  const balances = activity.map((a) => ({ ...a, net: a.total }));
  return { balances, netIncome: { currentYear, priorYears: netIncomeOf(balances) - currentYear } };
}

/** Every account's balance at the scope's end date, and the net income the balance sheet shows. */
export async function balanceSheetFigures(
  ctx: RequestContext,
  scope: ReportScope,
): Promise<{ balances: NetBalance[]; netIncome: NetIncomeSplit }> {
  const { from, to } = balanceSheetAsk(scope);
  return balanceSheetOf(await accountActivity(ctx.tx, scope, from, to));
}

/**
 * Assets = liabilities + equity + net income as of a date. Net income is this fiscal year's (from
 * its start; after the last fiscal year kept, from the day after it ended: currentYearStart) and,
 * apart, that of earlier years not yet closed into retained earnings. A closed year's income is in
 * retained earnings already (the closing entry zeroes its income and expense accounts), so it is
 * counted once.
 *
 * On screen an account's amount opens its lines since the books began; the net income rows,
 * which are no single account's, open the income statement over their days (this year's from its
 * start through the date, earlier years' from the first period through the day before).
 */
export async function balanceSheetReport(
  ctx: RequestContext,
  query: ReportQuery,
): Promise<ReportData> {
  const scope = await reportScope(ctx, query, 'asOf');
  return balanceSheetData(scope, await balanceSheetFigures(ctx, scope));
}

/** balanceSheetReport of several communities (a package for all): two queries for them all. */
export async function balanceSheetReports(
  ctx: RequestContext,
  queries: readonly ReportQuery[],
): Promise<ReportData[]> {
  const scopes = await reportScopes(ctx, queries, 'asOf');
  const activities = await accountActivities(ctx.tx, scopes.map(balanceSheetAsk));
  return scopes.map((scope, i) => balanceSheetData(scope, balanceSheetOf(activities[i] ?? [])));
}

function balanceSheetData(
  scope: ReportScope,
  { balances, netIncome }: { balances: NetBalance[]; netIncome: NetIncomeSplit },
): ReportData {
  const sheet = balanceSheet(balances, netIncome);
  const yearStart = currentYearStart(scope.dates.endDate, scope.periods);
  const booksBegin = scope.periods[0]?.startDate;
  const incomeDays = (label: string, startDate: string | undefined, endDate: string) =>
    startDate !== undefined && startDate <= endDate
      ? { label, drillReport: { name: 'IncomeStatement', startDate, endDate } }
      : null;
  const drills = [
    incomeDays(NetIncomeRows.currentYear, yearStart ?? booksBegin, scope.dates.endDate),
    ...(yearStart
      ? [incomeDays(NetIncomeRows.priorYears, booksBegin, addDays(yearStart, -1))]
      : []),
  ];
  const rows = sheet.rows.map((row) => {
    const drill = drills.find((d) => d && row.cells.name === d.label);
    return drill ? { ...row, drillReport: drill.drillReport } : row;
  });
  const gap = sheet.assets - sheet.liabilities - sheet.equity;
  return {
    title: 'Balance Sheet',
    subtitle: scope.subtitle,
    dateRange: scope.dateRange,
    columns: [
      ...accountColumns,
      drillColumn('amount', 'Amount', scope, { fromDate: null, toDate: scope.dates.endDate }),
    ],
    rows,
    ...(gap !== 0
      ? {
          footnotes: [
            `Assets of this cost center differ from liabilities and equity by ${formatCents(gap)}.`,
          ],
        }
      : {}),
    fileName: `Balance Sheet ${scope.fileTag}`,
  };
}

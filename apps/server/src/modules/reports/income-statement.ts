import { formatDate, incomeStatement } from '@hoa/domain';
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

/** The ledger reading of an income statement: the range, and the fiscal year to its end. */
function incomeStatementAsk(scope: ReportScope): ActivityAsk & { from: string; second: string } {
  const { startDate, endDate, fiscalYear } = scope.dates;
  const yearStart =
    fiscalYear && fiscalYear.startDate < startDate ? fiscalYear.startDate : startDate;
  return { scope, from: startDate, to: endDate, second: yearStart };
}

/** Income less expenses for the range and for the fiscal year to its end date. */
export async function incomeStatementReport(
  ctx: RequestContext,
  query: ReportQuery,
): Promise<ReportData> {
  const scope = await reportScope(ctx, query, 'range');
  const { from, to, second } = incomeStatementAsk(scope);
  // The period and the year to date in one reading of the ledger.
  return incomeStatementOf(scope, await accountActivity(ctx.tx, scope, from, to, second));
}

/** incomeStatementReport of several communities (a package for all): two queries for them all. */
export async function incomeStatementReports(
  ctx: RequestContext,
  queries: readonly ReportQuery[],
): Promise<ReportData[]> {
  const scopes = await reportScopes(ctx, queries, 'range');
  const activities = await accountActivities(ctx.tx, scopes.map(incomeStatementAsk));
  return scopes.map((scope, i) => incomeStatementOf(scope, activities[i] ?? []));
}

function incomeStatementOf(scope: ReportScope, activity: readonly AccountActivity[]): ReportData {
  const { from: startDate, to: endDate, second: yearStart } = incomeStatementAsk(scope);
  const statement = incomeStatement(
    activity.map((a) => ({ ...a, period: a.inRange, ytd: a.sinceSecond })),
  );
  return {
    title: 'Income Statement',
    subtitle: scope.subtitle,
    dateRange: scope.dateRange,
    columns: [
      ...accountColumns,
      drillColumn('period', `${formatDate(startDate)} - ${formatDate(endDate)}`, scope, {
        fromDate: startDate,
        toDate: endDate,
      }),
      drillColumn('ytd', `Year to Date (from ${formatDate(yearStart)})`, scope, {
        fromDate: yearStart,
        toDate: endDate,
      }),
    ],
    rows: statement.rows,
    fileName: `Income Statement ${scope.fileTag}`,
  };
}

import { formatDate, incomeStatement } from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { accountActivity } from './ledger-balances';
import { accountColumns, drillColumn } from './report-columns';
import { reportScope, type ReportQuery } from './report-scope';

/** Income less expenses for the range and for the fiscal year to its end date. */
export async function incomeStatementReport(
  ctx: RequestContext,
  query: ReportQuery,
): Promise<ReportData> {
  const scope = await reportScope(ctx, query, 'range');
  const { startDate, endDate, fiscalYear } = scope.dates;
  const yearStart =
    fiscalYear && fiscalYear.startDate < startDate ? fiscalYear.startDate : startDate;
  // The period and the year to date in one reading of the ledger.
  const activity = await accountActivity(ctx.tx, scope, startDate, endDate, yearStart);
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

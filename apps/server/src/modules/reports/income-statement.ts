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
  const period = await accountActivity(ctx.tx, scope, startDate, endDate);
  const ytd =
    yearStart === startDate ? period : await accountActivity(ctx.tx, scope, yearStart, endDate);
  const ytdOf = new Map(ytd.map((a) => [a.accountId, a.inRange]));
  const statement = incomeStatement(
    period.map((a) => ({ ...a, period: a.inRange, ytd: ytdOf.get(a.accountId) ?? 0 })),
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

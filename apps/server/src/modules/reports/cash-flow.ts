import { cashFlow } from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { accountActivity } from './ledger-balances';
import { accountColumns, drillColumn } from './report-columns';
import { reportScope, type ReportQuery } from './report-scope';

/**
 * Cash flow by the indirect method over a range: each account's balance the day before the start
 * and at the end come from one query (the end balance less the range's activity).
 */
export async function cashFlowReport(ctx: RequestContext, query: ReportQuery): Promise<ReportData> {
  const scope = await reportScope(ctx, query, 'range');
  const activity = await accountActivity(ctx.tx, scope, scope.dates.startDate, scope.dates.endDate);
  const flow = cashFlow(
    activity.map((a) => ({ ...a, beginning: a.total - a.inRange, ending: a.total })),
  );
  return {
    title: 'Cash Flow',
    subtitle: scope.subtitle,
    dateRange: scope.dateRange,
    // An account's figure is its change negated (credits less debits over the range).
    columns: [
      ...accountColumns,
      drillColumn(
        'amount',
        'Amount',
        scope,
        { fromDate: scope.dates.startDate, toDate: scope.dates.endDate },
        'credit',
      ),
    ],
    rows: flow.rows,
    footnotes: [
      'Indirect method: net income adjusted by the changes of the other non-cash accounts.',
    ],
    fileName: `Cash Flow ${scope.fileTag}`,
  };
}

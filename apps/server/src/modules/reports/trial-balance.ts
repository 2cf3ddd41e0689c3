import { formatCents, trialBalance } from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { accountActivities, accountActivity, type AccountActivity } from './ledger-balances';
import { accountColumns, drillColumn } from './report-columns';
import { reportScope, reportScopes, type ReportQuery, type ReportScope } from './report-scope';

/** Every account's debit or credit balance as of a date; the totals are equal. */
export async function trialBalanceReport(
  ctx: RequestContext,
  query: ReportQuery,
): Promise<ReportData> {
  const scope = await reportScope(ctx, query, 'asOf');
  return trialBalanceOf(scope, await accountActivity(ctx.tx, scope, null, scope.dates.endDate));
}

/** trialBalanceReport of several communities (a package for all): two queries for them all. */
export async function trialBalanceReports(
  ctx: RequestContext,
  queries: readonly ReportQuery[],
): Promise<ReportData[]> {
  const scopes = await reportScopes(ctx, queries, 'asOf');
  const asks = scopes.map((scope) => ({ scope, from: null, to: scope.dates.endDate }));
  const activities = await accountActivities(ctx.tx, asks);
  return scopes.map((scope, i) => trialBalanceOf(scope, activities[i] ?? []));
}

function trialBalanceOf(scope: ReportScope, balances: readonly AccountActivity[]): ReportData {
  const sinceBooksBegan = { fromDate: null, toDate: scope.dates.endDate };
  const tb = trialBalance(balances.map((a) => ({ ...a, net: a.total })));
  return {
    title: 'Trial Balance',
    subtitle: scope.subtitle,
    dateRange: scope.dateRange,
    columns: [
      ...accountColumns,
      drillColumn('debit', 'Debit', scope, sinceBooksBegan, 'debit'),
      drillColumn('credit', 'Credit', scope, sinceBooksBegan, 'credit'),
    ],
    rows: tb.rows,
    // Entries balance as a whole; one cost center's lines alone need not.
    ...(tb.debit !== tb.credit
      ? {
          footnotes: [
            `Debits and credits of this cost center differ by ${formatCents(Math.abs(tb.debit - tb.credit))}.`,
          ],
        }
      : {}),
    fileName: `Trial Balance ${scope.fileTag}`,
  };
}

import {
  balanceSheet,
  currentYearStart,
  formatCents,
  netIncomeOf,
  type NetBalance,
  type NetIncomeSplit,
} from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { accountActivity } from './ledger-balances';
import { accountColumns, moneyColumn } from './report-columns';
import { reportScope, type ReportQuery, type ReportScope } from './report-scope';

/** Every account's balance at the scope's end date, and the net income the balance sheet shows. */
export async function balanceSheetFigures(
  ctx: RequestContext,
  scope: ReportScope,
): Promise<{ balances: NetBalance[]; netIncome: NetIncomeSplit }> {
  const yearStart = currentYearStart(scope.dates.endDate, scope.periods);
  const activity = await accountActivity(ctx.tx, scope, yearStart, scope.dates.endDate);
  const currentYear = netIncomeOf(activity.map((a) => ({ ...a, net: a.inRange })));
  const balances = activity.map((a) => ({ ...a, net: a.total }));
  return { balances, netIncome: { currentYear, priorYears: netIncomeOf(balances) - currentYear } };
}

/**
 * Assets = liabilities + equity + net income as of a date. Net income is this fiscal year's (from
 * its start; after the last fiscal year kept, from the day after it ended: currentYearStart) and,
 * apart, that of earlier years not yet closed into retained earnings. A closed year's income is in
 * retained earnings already (the closing entry zeroes its income and expense accounts), so it is
 * counted once.
 */
export async function balanceSheetReport(
  ctx: RequestContext,
  query: ReportQuery,
): Promise<ReportData> {
  const scope = await reportScope(ctx, query, 'asOf');
  const { balances, netIncome } = await balanceSheetFigures(ctx, scope);
  const sheet = balanceSheet(balances, netIncome);
  const gap = sheet.assets - sheet.liabilities - sheet.equity;
  return {
    title: 'Balance Sheet',
    subtitle: scope.subtitle,
    dateRange: scope.dateRange,
    columns: [...accountColumns, moneyColumn('amount', 'Amount')],
    rows: sheet.rows,
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

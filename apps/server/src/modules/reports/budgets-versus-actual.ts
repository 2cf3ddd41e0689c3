import {
  balanceInNormalSign,
  budgetVersusActual,
  formatDate,
  type BudgetAndActual,
} from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readBudgetLines, readBudgetYear } from '../budgets/index';
import { accountActivity, type AccountActivity, type ActivityAsk } from './ledger-balances';
import { accountColumns, drillColumn, moneyColumn, percentColumn } from './report-columns';
import { reportScope, type ReportQuery, type ReportScope } from './report-scope';

/**
 * The ledger reading of budgetAndActualFigures: the scope's period, and its fiscal year through
 * it as the second start. Not found without a period of a fiscal year.
 */
export function budgetAndActualAsk(scope: ReportScope): ActivityAsk {
  const { period, fiscalYear } = scope.dates;
  if (!period || !fiscalYear) throw notFound();
  return { scope, from: period.startDate, to: period.endDate, second: fiscalYear.startDate };
}

/**
 * Every account's budget and actual (normal sign) for the scope's period and for its fiscal year
 * through it (budgets 0 where none is kept), of budgetAndActualAsk's reading of the ledger.
 */
export async function budgetAndActualOf(
  ctx: RequestContext,
  scope: ReportScope,
  actual: readonly AccountActivity[],
): Promise<BudgetAndActual[]> {
  const { period, fiscalYear } = scope.dates;
  if (!period || !fiscalYear) throw notFound();
  const year = await readBudgetYear(ctx.tx, scope.communityAgentId, fiscalYear.fiscalYearId);
  const budget = year
    ? await readBudgetLines(ctx.tx, {
        communityAgentId: scope.communityAgentId,
        year,
        costCenterKey: scope.costCenterId,
      })
    : { lines: [] };
  const budgetOf = new Map(budget.lines.map((l) => [l.accountId, l.amounts]));
  const order = period.periodOrder;
  return actual.map((a) => {
    const amounts = budgetOf.get(a.accountId) ?? [];
    return {
      ...a,
      budget: amounts[order - 1] ?? 0,
      actual: balanceInNormalSign(a.accountTypeId, a.inRange),
      ytdBudget: amounts.slice(0, order).reduce((sum, x) => sum + x, 0),
      ytdActual: balanceInNormalSign(a.accountTypeId, a.sinceSecond),
    };
  });
}

/**
 * Every account's budget and actual (normal sign) for the scope's period and for its fiscal year
 * through it (budgets 0 where none is kept). Not found without a period of a fiscal year.
 */
export async function budgetAndActualFigures(
  ctx: RequestContext,
  scope: ReportScope,
): Promise<BudgetAndActual[]> {
  // The period and the year to date in one reading of the ledger.
  const { from, to, second } = budgetAndActualAsk(scope);
  return budgetAndActualOf(ctx, scope, await accountActivity(ctx.tx, scope, from, to, second));
}

/**
 * Budget, actual, variance (favorable positive) and variance % of the budget for one period and
 * for the fiscal year through it. Actuals come from the period balances of whole periods.
 */
export async function budgetsVersusActualReport(
  ctx: RequestContext,
  query: ReportQuery,
): Promise<ReportData> {
  const scope = await reportScope(ctx, query, 'period');
  const { rows } = budgetVersusActual(await budgetAndActualFigures(ctx, scope));
  const { period, fiscalYear } = scope.dates;
  if (!period || !fiscalYear) throw notFound();
  const through = `through ${formatDate(period.endDate)}`;
  return {
    title: 'Budget versus Actual',
    subtitle: scope.subtitle,
    dateRange: scope.dateRange,
    columns: [
      ...accountColumns,
      moneyColumn('budget', 'Period Budget'),
      drillColumn('actual', 'Period Actual', scope, {
        fromDate: period.startDate,
        toDate: period.endDate,
      }),
      moneyColumn('variance', 'Variance'),
      percentColumn('variancePercent', 'Var %'),
      moneyColumn('ytdBudget', `YTD Budget ${through}`),
      drillColumn('ytdActual', 'YTD Actual', scope, {
        fromDate: fiscalYear.startDate,
        toDate: period.endDate,
      }),
      moneyColumn('ytdVariance', 'YTD Variance'),
      percentColumn('ytdVariancePercent', 'YTD Var %'),
    ],
    rows,
    orientation: 'landscape',
    footnotes: ['Variance is favorable when positive: income above budget, expenses below it.'],
    fileName: `Budget versus Actual ${scope.fileTag}`,
  };
}

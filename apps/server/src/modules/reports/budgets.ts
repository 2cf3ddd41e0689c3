import { budgetRows, periodLabel } from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readBudgetLines, readBudgetYear } from '../budgets/index';
import { moneyColumn } from './report-columns';
import { reportScope, type ReportQuery } from './report-scope';

const priorNotes = {
  Imported: 'Prior Year Actual: the imported prior actuals of this fiscal year.',
  Ledger: 'Prior Year Actual: the ledger of the previous fiscal year.',
} as const;

/** The budget of a fiscal year by period with the year's total and the prior year's actual. */
export async function budgetsReport(ctx: RequestContext, query: ReportQuery): Promise<ReportData> {
  const scope = await reportScope(ctx, query, 'fiscalYear');
  const year = await readBudgetYear(
    ctx.tx,
    scope.communityAgentId,
    scope.dates.fiscalYear?.fiscalYearId ?? 0,
  );
  if (!year) throw notFound();
  const { lines, priorSource } = await readBudgetLines(ctx.tx, {
    communityAgentId: scope.communityAgentId,
    year,
    costCenterKey: scope.costCenterId,
  });
  const withPrior = priorSource !== 'None';
  const shown = lines.filter((l) => l.amounts.some((a) => a !== 0) || (withPrior && l.priorActual));
  // Number and name share one column so the twelve periods fit a landscape page.
  const rows = budgetRows(shown, year.periods.length, withPrior).rows.map(
    ({ cells: { number, name, ...amounts }, ...row }) => ({
      ...row,
      cells: { account: [number, name].filter(Boolean).join(' '), ...amounts },
    }),
  );
  return {
    title: 'Budgets',
    subtitle: scope.subtitle,
    dateRange: scope.dateRange,
    columns: [
      { key: 'account', title: 'Account', kind: 'text', width: 1.6 },
      ...year.periods.map((p, i) => moneyColumn(`p${i + 1}`, periodLabel(p.startDate))),
      { ...moneyColumn('total', 'Total'), width: 1.2 },
      ...(withPrior ? [{ ...moneyColumn('prior', 'Prior Year Actual'), width: 1.2 }] : []),
    ],
    rows,
    orientation: 'landscape',
    ...(priorSource === 'None' ? {} : { footnotes: [priorNotes[priorSource]] }),
    fileName: `Budgets ${scope.fileTag}`,
  };
}

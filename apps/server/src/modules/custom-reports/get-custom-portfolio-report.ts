import type { contract, InputOf } from '@hoa/contract';
import {
  currentYearStart,
  formatDate,
  localDay,
  PortfolioFigures,
  portfolioFigures,
  type PortfolioFigure,
  type StatementRow,
} from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import { requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { accountActivity, moneyColumn, reportScope } from '../reports/index';
import { loadCustomReport } from './custom-report-rows';

type Portfolio = typeof contract.customReports.GetCustomPortfolioReport;

/**
 * A custom portfolio report (report type 1): a row per community of the caller's list (or of
 * agentIds, each on it) with the figures chosen, as of a date (today by default), and their total.
 * Balances are as of the date; income and expense from the start of the fiscal year holding it.
 */
export async function getCustomPortfolioReport(
  ctx: RequestContext,
  body: InputOf<Portfolio>['body'],
): Promise<ReportData> {
  const report = await loadCustomReport(ctx, body.CustomReportId);
  if (report.Definition.ReportType !== 1)
    throw appError('CustomReportWrongType', 'portfolio report');
  const ids = [...new Set(body.agentIds ?? ctx.user.communityIds)];
  for (const id of ids) await requireCommunity(ctx, id);
  const asOfDate = body.asOfDate ?? localDay(new Date());
  const figures: PortfolioFigure[] = report.Definition.Figures;
  const totals = Object.fromEntries(figures.map((f) => [f, 0]));
  const rows: StatementRow[] = [];
  for (const id of ids) {
    const scope = await reportScope(ctx, { communityAgentId: id, asOfDate }, 'asOf');
    const from = currentYearStart(asOfDate, scope.periods);
    const activity = await accountActivity(ctx.tx, scope, from, asOfDate);
    const own = portfolioFigures(activity.map((a) => ({ ...a, ytd: a.inRange })));
    const cells = Object.fromEntries(figures.map((f) => [f, own[f]]));
    for (const f of figures) totals[f] = (totals[f] ?? 0) + own[f];
    rows.push({ cells: { community: scope.subtitle[1] ?? '', ...cells } });
  }
  rows.push({ cells: { community: 'Total', ...totals }, style: 'total' });
  return {
    title: report.Name,
    subtitle: [ctx.user.companyName, `As of ${formatDate(asOfDate)}`, 'Portfolio'],
    columns: [
      { key: 'community', title: 'Community', kind: 'text', width: 3 },
      ...figures.map((f) => moneyColumn(f, PortfolioFigures[f])),
    ],
    rows,
    fileName: `${report.Name} ${asOfDate}`,
  };
}

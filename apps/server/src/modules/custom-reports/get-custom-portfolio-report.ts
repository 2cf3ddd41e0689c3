import type { contract, InputOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  AgentTypeId,
  currentYearStart,
  formatDate,
  localDay,
  PortfolioFigures,
  portfolioFigures,
  type PortfolioFigure,
  type StatementRow,
} from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import { requireCommunities } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/community-scope';
import { accountActivities, moneyColumn, reportScopes } from '../reports/index';
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
  if (report.Definition.ReportType !== 1) throw appError('CustomReportNotPortfolio');
  if (body.agentIds) await requireCommunities(ctx, body.agentIds);
  const ids = await portfolioCommunities(ctx, body.agentIds ?? null);
  const asOfDate = body.asOfDate ?? localDay(new Date());
  const figures: PortfolioFigure[] = report.Definition.Figures;
  const totals = Object.fromEntries(figures.map((f) => [f, 0]));
  const rows: StatementRow[] = [];
  // Every community's scope in one query, then every community's accounts in one more.
  const queries = ids.map((communityAgentId) => ({ communityAgentId, asOfDate }));
  const scopes = await reportScopes(ctx, queries, 'asOf');
  const activities = await accountActivities(
    ctx.tx,
    scopes.map((scope) => ({
      scope,
      from: currentYearStart(asOfDate, scope.periods),
      to: asOfDate,
    })),
  );
  scopes.forEach((scope, i) => {
    const activity = activities[i] ?? [];
    const own = portfolioFigures(activity.map((a) => ({ ...a, ytd: a.inRange })));
    const cells = Object.fromEntries(figures.map((f) => [f, own[f]]));
    for (const f of figures) totals[f] = (totals[f] ?? 0) + own[f];
    rows.push({ cells: { community: scope.subtitle[1] ?? '', ...cells } });
  });
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

/** The caller's communities (or those asked for), by name. */
async function portfolioCommunities(
  ctx: RequestContext,
  asked: readonly number[] | null,
): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select a.id from agents a join contacts c on c.agent_id = a.id
         where a.agent_type_id = ${AgentTypeId.Community}
           and ${inUserCommunities(ctx, sql`a.id`, { asked })}
         order by c.display_name, a.id`,
  );
  return rows.map((r) => Number(r.id));
}

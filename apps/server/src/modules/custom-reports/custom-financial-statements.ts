import type { contract, InputOf } from '@hoa/contract';
import type { StatementRow } from '@hoa/domain';
import type { ReportData } from '../../documents/index';
import { requireCommunities } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { loadCustomReport } from './custom-report-rows';
import { communityStatements, statementReport } from './statement-data';

type Several = typeof contract.customReports.CustomFinancialStatements;

/**
 * A custom financial statement of several communities: a section per community (each on the
 * caller's list), headed by its name, with that community's own statement.
 */
export async function customFinancialStatements(
  ctx: RequestContext,
  body: InputOf<Several>['body'],
): Promise<ReportData> {
  const report = await loadCustomReport(ctx, body.CustomReportId);
  const ids = [...new Set(body.agentIds)];
  await requireCommunities(ctx, ids);
  const rows: StatementRow[] = [];
  const statements = await communityStatements(ctx, report.Definition, ids, body);
  for (const statement of statements) {
    rows.push({
      cells: { number: null, name: statement.scope.subtitle[1] ?? '' },
      style: 'section',
    });
    rows.push(...statement.rows.map((r) => ({ ...r, indent: (r.indent ?? 0) + 1 })));
  }
  const last = statements.at(-1)?.scope ?? null;
  const dateLine = last?.subtitle[2] ?? '';
  return statementReport(
    report.Name,
    report.Definition,
    [ctx.user.companyName, `${String(ids.length)} communities`, dateLine],
    rows,
    last?.dates.endDate ?? '',
    last?.dateRange,
  );
}

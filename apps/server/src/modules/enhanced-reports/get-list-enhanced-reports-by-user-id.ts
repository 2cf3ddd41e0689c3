import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { defaultReport, readableReport, readDefinitions } from './definition-rows';

type GetByUser = typeof contract.enhancedReports.GetListEnhancedReportsByUserId;

/**
 * The caller's own saved reports, of one report when reportName is given: with the report's
 * default first (includeDefaultReport, which needs reportName), with or without definitions,
 * and with the deleted ones (includeDeleted).
 */
export async function getListEnhancedReportsByUserId(
  ctx: RequestContext,
  input: InputOf<GetByUser>,
): Promise<ResponseOf<GetByUser>> {
  const q = input.query;
  if (q.reportName !== undefined) readableReport(ctx, q.reportName);
  const own = await readDefinitions(
    ctx,
    sql`d.owner_user_id = ${ctx.user.userId}
        ${q.reportName === undefined ? sql`` : sql`and d.report_name = ${q.reportName}`}
        ${q.includeDeleted ? sql`` : sql`and d.deleted_at is null`}`,
    q.includeDefinition,
  );
  if (!q.includeDefaultReport) return own;
  if (q.reportName === undefined) throw appError('DefaultReportNeedsReportName');
  const first = defaultReport(q.reportName);
  return [
    { ...first, ReportDefinition: q.includeDefinition ? first.ReportDefinition : null },
    ...own,
  ];
}

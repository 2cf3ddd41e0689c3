import { and, asc, eq, scheduledReports, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { scheduledReportJson } from './scheduled-report-json';

type GetScheduledReports = typeof contract.reportCatalogue.GetScheduledReports;

/**
 * GET /api/Report/GetScheduledReports: the caller's scheduled reports (each runs with its user's
 * access), of one community when asked; those still to run first, by their next run.
 */
export async function getScheduledReports(
  ctx: RequestContext,
  input: InputOf<GetScheduledReports>,
): Promise<ResponseOf<GetScheduledReports>> {
  const community = input.query.communityAgentId;
  const rows = await ctx.tx
    .select()
    .from(scheduledReports)
    .where(
      and(
        eq(scheduledReports.userId, ctx.user.userId),
        community === undefined ? undefined : eq(scheduledReports.communityAgentId, community),
      ),
    )
    .orderBy(sql`${scheduledReports.nextRunAt} asc nulls last`, asc(scheduledReports.id));
  return rows.map(scheduledReportJson);
}

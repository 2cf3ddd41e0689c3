import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { scheduledReportRows } from './scheduled-reports';

type GetScheduledReports = typeof contract.reportCatalogue.GetScheduledReports;

/**
 * GET /api/Report/GetScheduledReports: the caller's scheduled reports and packages (job schedules
 * of jobs 1 and 21 outside a workflow, each run with its user's access), of one community when
 * asked; those still to run first, by their next run.
 */
export function getScheduledReports(
  ctx: RequestContext,
  input: InputOf<GetScheduledReports>,
): Promise<ResponseOf<GetScheduledReports>> {
  const community = input.query.communityAgentId;
  return scheduledReportRows(
    ctx,
    community === undefined ? sql`true` : sql`s.community_agent_id = ${community}::bigint`,
  );
}

import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { jobScheduleRows } from './job-schedule-rows';

type Search = typeof contract.automation.SearchJobSchedules;

/** JobSchedule/Search: the job schedule list (enabled, communities, jobs, name), paged. */
export async function searchJobSchedules(
  ctx: RequestContext,
  { body }: InputOf<Search>,
): Promise<ResponseOf<Search>> {
  const name = body.JobName?.trim();
  const where = sql.join(
    [
      sql`true`,
      body.Enabled === undefined || body.Enabled === null
        ? sql``
        : sql`and s.enabled = ${body.Enabled}`,
      body.CommunityAgentIds && body.CommunityAgentIds.length > 0
        ? sql`and s.community_agent_id = any(${idArray(body.CommunityAgentIds)})`
        : sql``,
      body.JobIds && body.JobIds.length > 0
        ? sql`and s.job_id = any(${idArray(body.JobIds)}::smallint[])`
        : sql``,
      name ? sql`and (s.name ilike ${`%${name}%`} or w.name ilike ${`%${name}%`})` : sql``,
    ],
    sql` `,
  );
  const { total, rows } = await jobScheduleRows(ctx, where, { skip: body.Skip, take: body.Take });
  return { Total: total, Rows: rows };
}

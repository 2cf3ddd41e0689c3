import { queryRows, sql, type SQL } from '@hoa/db';
import type { JobRunJson, JobScheduleJson } from '@hoa/contract';
import { Jobs, QuarantineAfterFailures } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

// The reads of job schedules and runs, as the screens and the calls answer them.

const jobName = (jobId: number) => Jobs.find((j) => j.JobId === jobId)?.JobName ?? `Job ${jobId}`;

interface ScheduleRow extends Omit<JobScheduleJson, 'JobName'> {
  total: number;
}

/** Job schedules of the caller's communities matching `where` (table alias s), in order. */
export async function jobScheduleRows(
  ctx: RequestContext,
  where: SQL,
  page: { skip: number; take: number } = { skip: 0, take: 5_000 },
): Promise<{ total: number; rows: JobScheduleJson[] }> {
  const rows = await queryRows<ScheduleRow>(
    ctx.tx,
    sql`select s.id::int8 as "JobScheduleId", s.workflow_id::int8 as "WorkflowId",
               w.name as "WorkflowName", s.community_agent_id::int8 as "CommunityAgentId",
               coalesce(c.display_name, '') as "CommunityName", s.job_id::int as "JobId",
               s.name as "JobScheduleName", s.sequence::int as "Sequence",
               s.frequency as "Frequency", s.mask::int as "Mask",
               to_json(s.start_at) #>> '{}' as "StartDateTime",
               to_json(s.end_at) #>> '{}' as "EndDateTime",
               s.day_of_month::int as "DayOfMonth", s.exclude_weekends as "ExcludeWeekends",
               s.recipient as "Recipient", s.format::int as "Format", s.parameters as "Parameters",
               s.enabled as "Enabled", s.is_quarantined as "IsQuarantined",
               case when s.consecutive_failures = 0 then '[]'::json else
                 (select coalesce(json_agg(r.error order by r.started_at desc), '[]'::json)
                    from (select r.error, r.started_at from job_runs r
                           where r.job_schedule_id = s.id and r.status = 'failed'
                           order by r.started_at desc limit ${QuarantineAfterFailures}) r) end
                 as "QuarantineErrors",
               s.user_id::int8 as "UserId", ca.time_zone_id::int as "TimeZoneId",
               to_json(s.next_run_at) #>> '{}' as "NextRunDateTime",
               to_json(s.last_run_at) #>> '{}' as "LastRunDateTime",
               count(*) over ()::int as total
          from job_schedules s
          join agents ca on ca.id = s.community_agent_id
          left join workflows w on w.id = s.workflow_id
          left join contacts c on c.agent_id = s.community_agent_id
         where ${inUserCommunities(ctx, sql`s.community_agent_id`)} and ${where}
         order by lower(coalesce(c.display_name, '')), lower(w.name) nulls last, s.sequence, s.id
         offset ${page.skip} limit ${page.take}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, ...row }) => ({ ...row, JobName: jobName(row.JobId) })),
  };
}

/** One job schedule of the caller's communities, or 404. */
export async function requireJobSchedule(
  ctx: RequestContext,
  jobScheduleId: number,
): Promise<JobScheduleJson> {
  const { rows } = await jobScheduleRows(ctx, sql`s.id = ${jobScheduleId}::bigint`);
  const row = rows[0];
  if (!row) throw appError('JobScheduleNotFound');
  return row;
}

/** Runs matching `where` (table alias r) in the caller's communities, newest first. */
export function jobRunRows(
  ctx: RequestContext,
  where: SQL,
  limit = 100,
  offset = 0,
): Promise<JobRunJson[]> {
  return queryRows<JobRunJson>(
    ctx.tx,
    sql`select r.id::int8 as "JobRunId", r.job_schedule_id::int8 as "JobScheduleId",
               r.workflow_id::int8 as "WorkflowId", r.community_agent_id::int8 as "CommunityAgentId",
               r.job_id::int as "JobId", r.name as "Name",
               to_json(r.scheduled_for) #>> '{}' as "ScheduledFor",
               to_char(r.post_date, 'YYYY-MM-DD') as "PostDate", r.status as "Status",
               r.progress_done as "ProgressDone", r.progress_total as "ProgressTotal",
               to_json(r.started_at) #>> '{}' as "StartedAt",
               to_json(r.finished_at) #>> '{}' as "FinishedAt",
               (extract(epoch from (r.finished_at - r.started_at)) * 1000)::int8 as "DurationMs",
               coalesce(array(select jsonb_array_elements_text(r.produced -> 'itemIds')::int8), '{}')
                 as "ItemIds",
               coalesce((select json_agg(json_build_object('FileName', f ->> 'fileName'))
                           from jsonb_array_elements(r.produced -> 'files') f), '[]'::json) as "Files",
               coalesce(jsonb_array_length(r.produced -> 'mails'), 0)::int as "Mails",
               r.owners_count as "OwnersCount", r.total_cents::int8 as "TotalAmount",
               r.error as "Error", to_json(r.rolled_back_at) #>> '{}' as "RolledBackAt"
          from job_runs r
         where ${inUserCommunities(ctx, sql`r.community_agent_id`)} and ${where}
         order by r.started_at desc, r.id desc
         offset ${offset} limit ${limit}`,
  );
}

/** One run of the caller's communities, or 404. */
export async function requireJobRun(ctx: RequestContext, jobRunId: number): Promise<JobRunJson> {
  const [run] = await jobRunRows(ctx, sql`r.id = ${jobRunId}::bigint`, 1);
  if (!run) throw appError('JobRunNotFound');
  return run;
}

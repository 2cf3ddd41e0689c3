import { jobSchedules, queryRows, sql, type SQL } from '@hoa/db';
import type { JobScheduleJson, ReportSchedule, ScheduledReportJson } from '@hoa/contract';
import { JobId, JobScheduleMessages, zonedDateTime } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { communityTimeZone } from './community-time-zone';
import { jobScheduleRows } from './job-schedule-rows';
import { requireJobClaim } from './run-job-schedule-now';
import { checkJob, nextRunOf } from './workflow-jobs';

// Scheduled reports and packages (spec 3 §7 'ScheduleReport', the report package scheduler) are
// job schedules of their own, outside any workflow: job 1 (Reports) or 21 (Report packages), run
// by the automation runner as the user who scheduled them.

/** What a scheduled report or package runs (its step's parameters) and when. */
export interface ScheduledReportValues {
  communityAgentId: number;
  jobId: typeof JobId.Reports | typeof JobId.ReportPackages;
  format: number;
  recipient: string;
  /** The step's parameters (JobStepParameterSchemas of the job). */
  parameters: Record<string, unknown>;
  schedule: ReportSchedule;
}

/** A schedule's moment: its date and time, else its date at `time` on the zone's clock, else none. */
function momentOf(
  dateTime: string | null | undefined,
  date: string | null | undefined,
  time: string,
  timeZone: string,
): Date | null {
  if (dateTime) return new Date(dateTime);
  return date ? zonedDateTime(date, time, timeZone) : null;
}

/**
 * A scheduled report saved as an enabled job schedule of the caller: checked as a workflow's job
 * is (the scheduler's rules, the step's parameters, the job's claim), its times read on the
 * community's clock, its first run computed there (refused when it never runs).
 */
export async function saveScheduledReport(
  ctx: RequestContext,
  values: ScheduledReportValues,
): Promise<ScheduledReportJson> {
  requireJobClaim(ctx, values.jobId);
  const timeZone = await communityTimeZone(ctx.tx, values.communityAgentId);
  const s = values.schedule;
  const startAt = momentOf(s.StartDateTime, s.StartDate, '00:00', timeZone) ?? new Date();
  const endAt = momentOf(s.EndDateTime, s.EndDate, '23:59:59', timeZone);
  const checked = checkJob(
    {
      JobId: values.jobId,
      Name: s.JobScheduleName,
      Sequence: 1,
      Frequency: s.Frequency,
      Mask: s.Mask,
      StartDateTime: startAt.toISOString(),
      EndDateTime: endAt?.toISOString() ?? null,
      DayOfMonth: s.DayOfMonth,
      ExcludeWeekends: s.excludeWeekends,
      Recipient: values.recipient,
      Format: values.format,
      Parameters: values.parameters,
    },
    1,
    undefined,
  );
  if ('problem' in checked) throw appError('JobScheduleInvalid', checked.problem[1]);
  // A new job: its id undefined, so the insert takes the table's.
  const job = checked.job;
  const nextRunAt = nextRunOf(job, null, timeZone);
  if (nextRunAt === null) throw appError('JobScheduleInvalid', JobScheduleMessages.noRun);
  const [row] = await ctx.tx
    .insert(jobSchedules)
    .values({
      ...job,
      companyId: ctx.user.companyId,
      communityAgentId: values.communityAgentId,
      workflowId: null,
      userId: ctx.user.userId,
      enabled: true,
      nextRunAt,
    })
    .returning({ id: jobSchedules.id });
  if (!row) throw new Error('The scheduled report was not saved.');
  return requireScheduledReport(ctx, row.id);
}

/** The caller's scheduled reports and packages matching `where` (table alias s), in order. */
export async function scheduledReportRows(
  ctx: RequestContext,
  where: SQL,
): Promise<ScheduledReportJson[]> {
  const { rows } = await jobScheduleRows(
    ctx,
    sql`s.workflow_id is null and s.job_id in (${JobId.Reports}, ${JobId.ReportPackages})
        and s.user_id = ${ctx.user.userId}::bigint and ${where}`,
  );
  const ids = rows.map((r) => r.JobScheduleId);
  // The package's name, and the error of the last run when it failed.
  const extras = await queryRows<{
    id: number;
    packageName: string | null;
    lastError: string | null;
  }>(
    ctx.tx,
    sql`select s.id::int8 as id, p.display_name as "packageName",
               (select r.error from job_runs r where r.job_schedule_id = s.id
                 order by r.started_at desc, r.id desc limit 1) as "lastError"
          from job_schedules s
          left join report_packages p
            on s.job_id = ${JobId.ReportPackages}
           and p.id = (s.parameters #>> '{Parameters,ReportPackageId}')::bigint
         where s.id = any(${idArray(ids)})`,
  );
  const extraOf = new Map(extras.map((e) => [e.id, e]));
  return rows
    .map((row) => scheduledReportJson(row, extraOf.get(row.JobScheduleId)))
    .sort(
      (a, b) =>
        (a.NextRunDateTime ?? '~').localeCompare(b.NextRunDateTime ?? '~') ||
        a.ScheduledReportId - b.ScheduledReportId,
    );
}

/** One of the caller's scheduled reports, or 404. */
export async function requireScheduledReport(
  ctx: RequestContext,
  id: number,
): Promise<ScheduledReportJson> {
  const [row] = await scheduledReportRows(ctx, sql`s.id = ${id}::bigint`);
  if (!row) throw appError('JobScheduleNotFound');
  return row;
}

const iso = (t: string | null) => (t === null ? null : new Date(t).toISOString());

/** A scheduled report's job schedule as ScheduleReport answers it. */
function scheduledReportJson(
  s: JobScheduleJson,
  extra: { packageName: string | null; lastError: string | null } | undefined,
): ScheduledReportJson {
  const step = s.Parameters as { Name?: string; Parameters?: Record<string, unknown> };
  const packageId =
    s.JobId === JobId.ReportPackages ? Number(step.Parameters?.ReportPackageId) : null;
  return {
    ScheduledReportId: s.JobScheduleId,
    reportName: packageId === null ? (step.Name ?? '') : (extra?.packageName ?? s.JobScheduleName),
    ReportPackageId: packageId,
    format: s.Format,
    recipient: s.Recipient ?? '',
    parameters:
      packageId === null
        ? (step.Parameters ?? {})
        : { CommunityAgentId: s.CommunityAgentId, ReportPackageId: packageId },
    CommunityAgentId: s.CommunityAgentId,
    UserId: s.UserId,
    schedule: {
      JobScheduleName: s.JobScheduleName,
      Frequency: s.Frequency,
      Mask: s.Mask,
      StartDateTime: iso(s.StartDateTime) ?? s.StartDateTime,
      EndDateTime: iso(s.EndDateTime),
      DayOfMonth: s.DayOfMonth,
      excludeWeekends: s.ExcludeWeekends,
    },
    Enabled: s.Enabled,
    IsQuarantined: s.IsQuarantined,
    NextRunDateTime: iso(s.NextRunDateTime),
    LastRunDateTime: iso(s.LastRunDateTime),
    LastError: extra?.lastError ?? null,
  };
}

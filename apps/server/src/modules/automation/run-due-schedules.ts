import { queryRows, sql, type Database } from '@hoa/db';
import { automationJobRunKey, jobRunKey } from '@hoa/domain';
import { automationJobSource } from './automation-job-source';
import { executeRun, type RunDeps } from './run-job';
import { scheduleSource } from './schedule-source';

/** The queue of job schedule runs; its worker is jobs/automation-runs.ts. */
export const AutomationRunQueue = 'automation-run';

/**
 * At most this many runs of one company are handed out per dispatch: a company with thousands of
 * due jobs takes its turn with the others (round robin by company), never all the workers.
 */
export const AutomationFairnessLimit = 50;

export interface DueRun {
  companyId: number;
  /** A job schedule's run, or (null) an automation job's. */
  jobScheduleId: number | null;
  automationJobId: number | null;
  /** ISO: the period (the schedule's due time). */
  scheduledFor: string;
  /** The schedule's or automation job's failures in a row: a retry is queued anew. */
  failures: number;
}

export interface DueScope {
  fairnessLimit?: number;
  /** One company's due runs only (its own clock: the tests, a support run); all when absent. */
  companyId?: number;
}

/**
 * The due runs at asOf across companies (one read through the scheduler policy), interleaved by
 * company — each company's first, then each one's second … — and capped at the fairness limit
 * per company (the rest are due at the next dispatch).
 */
export function dueRuns(database: Database, asOf: Date, scope: DueScope = {}) {
  const { fairnessLimit = AutomationFairnessLimit, companyId } = scope;
  return database.withScheduler((tx) =>
    queryRows<DueRun & { rank: number }>(
      tx,
      sql`with due as (
              select s.company_id, s.id as job_schedule_id, null::bigint as automation_job_id,
                     s.next_run_at as at, s.sequence as seq, s.consecutive_failures as failures
                from job_schedules s
               where s.enabled and not s.is_quarantined
                 and s.next_run_at <= ${asOf.toISOString()}::timestamptz
                 and (s.retry_at is null or s.retry_at <= ${asOf.toISOString()}::timestamptz)
              union all
              select j.company_id, null, j.id, j.next_execution_on, 0, j.consecutive_failures
                from automation_jobs j
               where j.is_active and j.next_execution_on <= ${asOf.toISOString()}::timestamptz
                 and (j.retry_at is null or j.retry_at <= ${asOf.toISOString()}::timestamptz)),
            ranked as (
              select d.*, row_number() over (partition by d.company_id
                                             order by d.at, d.seq, d.job_schedule_id, d.automation_job_id)::int as rank
                from due d
               where ${companyId === undefined ? sql`true` : sql`d.company_id = ${companyId}::bigint`})
          select company_id::int8 as "companyId", job_schedule_id::int8 as "jobScheduleId",
                 automation_job_id::int8 as "automationJobId",
                 to_json(at) #>> '{}' as "scheduledFor", failures::int as failures, rank
            from ranked
           where rank <= ${fairnessLimit}
           order by rank, at, company_id, job_schedule_id, automation_job_id`,
    ),
  );
}

/**
 * One due run, by its period's run key (a second execution of it does nothing twice); asOf is the
 * dispatch's clock, from which a failed run's retry waits.
 */
export function runDue(deps: RunDeps, due: DueRun, asOf: Date = new Date()): Promise<number> {
  const scheduledFor = new Date(due.scheduledFor);
  const [key, source] =
    due.jobScheduleId !== null
      ? [
          jobRunKey(due.jobScheduleId, scheduledFor),
          scheduleSource(due.jobScheduleId, scheduledFor, true, asOf),
        ]
      : [
          automationJobRunKey(due.automationJobId ?? 0, scheduledFor),
          automationJobSource(due.automationJobId ?? 0, scheduledFor, true, asOf),
        ];
  return executeRun(deps, due.companyId, key, source, scheduledFor, null);
}

/**
 * Every run due at asOf, in the fair order, one after the other (the tests' and the benchmark's
 * scheduler, and what a dispatch queues). Repeats until nothing is due, so a company above the
 * fairness limit is served in turns.
 */
export async function runDueJobSchedules(
  deps: RunDeps,
  asOf: Date,
  scope: DueScope = {},
): Promise<{ runs: number }> {
  let runs = 0;
  for (;;) {
    const due = await dueRuns(deps.database, asOf, scope);
    if (due.length === 0) return { runs };
    for (const d of due) {
      await runDue(deps, d, asOf);
      runs += 1;
    }
  }
}

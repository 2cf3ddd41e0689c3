import { queryRows, sql, type Database } from '@hoa/db';
import { jobRunKey } from '@hoa/domain';
import { executeRun, type RunDeps } from './run-job';

/** The queue of job schedule runs; its worker is jobs/automation-runs.ts. */
export const AutomationRunQueue = 'automation-run';

/**
 * At most this many runs of one company are handed out per dispatch: a company with thousands of
 * due jobs takes its turn with the others (round robin by company), never all the workers.
 */
export const AutomationFairnessLimit = 50;

export interface DueRun {
  companyId: number;
  jobScheduleId: number;
  /** ISO: the period (the schedule's due time). */
  scheduledFor: string;
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
      sql`select company_id::int8 as "companyId", id::int8 as "jobScheduleId",
                 to_json(next_run_at) #>> '{}' as "scheduledFor", rank
            from (select s.*, row_number() over (partition by s.company_id
                                                 order by s.next_run_at, s.sequence, s.id)::int as rank
                    from job_schedules s
                   where s.enabled and not s.is_quarantined
                     ${companyId === undefined ? sql`` : sql`and s.company_id = ${companyId}::bigint`}
                     and s.next_run_at <= ${asOf.toISOString()}::timestamptz) d
           where rank <= ${fairnessLimit}
           order by rank, next_run_at, company_id, id`,
    ),
  );
}

/** One due run, by its period's run key (a second execution of it does nothing twice). */
export function runDue(deps: RunDeps, due: DueRun): Promise<number> {
  const scheduledFor = new Date(due.scheduledFor);
  return executeRun(
    deps,
    due.companyId,
    jobRunKey(due.jobScheduleId, scheduledFor),
    due.jobScheduleId,
    scheduledFor,
    { triggeredByUserId: null, advancesSchedule: true },
  );
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
      await runDue(deps, d);
      runs += 1;
    }
  }
}

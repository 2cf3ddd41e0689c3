import { eq, jobSchedules, queryRows, sql, type Tx } from '@hoa/db';
import { QuarantineAfterFailures, retryDelayMinutes } from '@hoa/domain';
import { communityTimeZone } from './community-time-zone';
import type { RunSource } from './run-job';
import { nextRunOf, timesOf } from './workflow-jobs';

type ScheduleRow = typeof jobSchedules.$inferSelect;

/** A job schedule's row as what a run runs (its bookkeeping not included). */
export function scheduleJob(schedule: ScheduleRow): Omit<RunSource, 'settle'> {
  return {
    jobScheduleId: schedule.id,
    automationJobId: null,
    workflowId: schedule.workflowId,
    communityAgentId: schedule.communityAgentId,
    jobId: schedule.jobId,
    name: schedule.name,
    parameters: schedule.parameters,
    recipient: schedule.recipient,
    format: schedule.format,
    userId: schedule.userId,
  };
}

/**
 * The run source of a job schedule's run for a period. After the run its failures in a row are
 * counted (a success resets them) and, at three, the schedule is quarantined — suspended until a
 * user enables it again; a scheduled run (advancesSchedule) sets the next run after its period —
 * unless it failed (a fault, not a refusal): its period is then tried again after a backoff from
 * asOf (the dispatch's clock) — and a run asked now leaves the schedule's times as they are.
 */
export function scheduleSource(
  jobScheduleId: number,
  scheduledFor: Date,
  advancesSchedule: boolean,
  asOf: Date = new Date(),
): (tx: Tx) => Promise<RunSource> {
  return async (tx) => {
    const [schedule] = await tx
      .select()
      .from(jobSchedules)
      .where(eq(jobSchedules.id, jobScheduleId));
    if (!schedule) throw new Error(`Job schedule ${jobScheduleId} is gone.`);
    return {
      ...scheduleJob(schedule),
      async settle(settleTx, _runId, error) {
        const [now] = await queryRows<{ failures: number }>(
          settleTx,
          sql`update job_schedules
                 set consecutive_failures = ${error === null ? sql`0` : sql`consecutive_failures + 1`},
                     last_run_at = ${scheduledFor.toISOString()}::timestamptz, retry_at = null
               where id = ${schedule.id}::bigint
           returning consecutive_failures::int as failures`,
        );
        if (!now) return;
        if (error !== null && now.failures >= QuarantineAfterFailures) {
          await settleTx
            .update(jobSchedules)
            .set({ isQuarantined: true, nextRunAt: null })
            .where(eq(jobSchedules.id, schedule.id));
        } else if (error !== null && !error.refused && advancesSchedule) {
          const retryAt = new Date(asOf.getTime() + retryDelayMinutes(now.failures) * 60_000);
          await settleTx
            .update(jobSchedules)
            .set({ retryAt })
            .where(eq(jobSchedules.id, schedule.id));
        } else if (advancesSchedule) {
          const timeZone = await communityTimeZone(settleTx, schedule.communityAgentId);
          await settleTx
            .update(jobSchedules)
            .set({ nextRunAt: nextRunOf(timesOf(schedule), scheduledFor, timeZone) })
            .where(eq(jobSchedules.id, schedule.id));
        }
      },
    };
  };
}

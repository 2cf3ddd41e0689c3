import { automationJobs, eq, type Tx } from '@hoa/db';
import { QuarantineAfterFailures, retryDelayMinutes } from '@hoa/domain';
import type { RunSource } from './run-job';
import { communityTimeZone } from './community-time-zone';
import { nextExecution } from './cron';

/**
 * The run source of an automation job's run at `at`: its job type's step with its parameters in
 * its community, as the user who saved it. After the run its last execution and last run are set
 * and, for a scheduled run (advances), its next execution after `at` — unless the run faulted (not
 * a refusal): the same run (its run key) is then tried again after a backoff from asOf, the
 * dispatch's clock, and after QuarantineAfterFailures faults in a row the job goes on to its next
 * execution (each failure is in its history).
 */
export function automationJobSource(
  automationJobId: number,
  at: Date,
  advances: boolean,
  asOf: Date = new Date(),
): (tx: Tx) => Promise<RunSource> {
  return async (tx) => {
    const [job] = await tx
      .select()
      .from(automationJobs)
      .where(eq(automationJobs.id, automationJobId));
    if (!job) throw new Error(`Automation job ${automationJobId} is gone.`);
    const timeZone = await communityTimeZone(tx, job.communityAgentId);
    const args = job.arguments as { Recipient?: string | null; Format?: number };
    return {
      jobScheduleId: null,
      automationJobId: job.id,
      workflowId: null,
      communityAgentId: job.communityAgentId,
      jobId: job.automationTypeId,
      name: job.description,
      parameters: job.parameters,
      recipient: args.Recipient ?? null,
      format: args.Format ?? 0,
      userId: job.userId,
      async settle(settleTx, runId, error) {
        const failures = error !== null && !error.refused ? job.consecutiveFailures + 1 : 0;
        const retries = advances && failures > 0 && failures < QuarantineAfterFailures;
        const retryAt = new Date(asOf.getTime() + retryDelayMinutes(failures) * 60_000);
        await settleTx
          .update(automationJobs)
          .set({
            lastExecutionOn: at,
            lastJobRunId: runId,
            ...(retries ? { consecutiveFailures: failures, retryAt } : {}),
            ...(advances && !retries
              ? {
                  nextExecutionOn: nextExecution(job, at, timeZone),
                  consecutiveFailures: 0,
                  retryAt: null,
                }
              : {}),
          })
          .where(eq(automationJobs.id, job.id));
      },
    };
  };
}

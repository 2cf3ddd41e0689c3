import { eq, jobRuns } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { JobRunStatus } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireJobRun } from './job-schedule-rows';
import { requireJobClaim } from './run-job-schedule-now';
import { jobStep } from './steps/index';

type RollbackRun = typeof contract.automation.RollbackRun;

/**
 * JobSchedule/RollbackRun: what a finished run (or one waiting for approval) wrote is undone in one
 * transaction through the removal calls a user makes — posted items reversed (RemoveItemWithRelated,
 * RemoveJournalEntry), accrued ones removed — so the trial balance and the owners' balances are
 * what they were; the run is recorded as rolled back, by whom and when. A rollback asked again
 * answers the rolled-back run.
 */
export async function rollbackRun(
  ctx: RequestContext,
  { body }: InputOf<RollbackRun>,
): Promise<ResponseOf<RollbackRun>> {
  const run = await requireJobRun(ctx, body.JobRunId);
  requireJobClaim(ctx, run.JobId);
  if (run.Status === JobRunStatus.RolledBack) return run;
  const [locked] = await ctx.tx
    .select({ status: jobRuns.status })
    .from(jobRuns)
    .where(eq(jobRuns.id, run.JobRunId))
    .for('update');
  const status = locked?.status;
  if (status !== JobRunStatus.Succeeded && status !== JobRunStatus.AwaitingApproval) {
    throw appError('RunNotRollbackable');
  }
  const step = jobStep(run.JobId);
  if (step?.undo && run.ItemIds.length > 0) await step.undo(ctx, run.ItemIds);
  await ctx.tx
    .update(jobRuns)
    .set({
      status: JobRunStatus.RolledBack,
      rolledBackAt: new Date(),
      rolledBackByUserId: ctx.user.userId,
    })
    .where(eq(jobRuns.id, run.JobRunId));
  return requireJobRun(ctx, run.JobRunId);
}

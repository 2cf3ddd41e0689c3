import { eq, jobRuns } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { JobRunStatus } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { withdrawMessageBatch } from '../message-batches/index';
import { requireJobRun } from './job-schedule-rows';
import { requireJobClaim } from './run-job-schedule-now';
import { jobStep } from './steps/index';

type RollbackRun = typeof contract.automation.RollbackRun;

/**
 * JobSchedule/RollbackRun: what a finished run (or one waiting for approval) wrote is undone in one
 * transaction through the removal calls a user makes — posted items reversed (RemoveItemWithRelated,
 * RemoveJournalEntry), accrued ones removed — so the trial balance and the owners' balances are
 * what they were — and the letters it queued (collection letters) withdrawn from their message
 * batch as RemoveRecipientFromMessageBatch does; a run whose letters were already released
 * (printed or emailed) is refused: they cannot be recalled. The run is recorded as rolled back, by
 * whom and when. A rollback asked again answers the rolled-back run.
 */
export async function rollbackRun(
  ctx: RequestContext,
  { body }: InputOf<RollbackRun>,
): Promise<ResponseOf<RollbackRun>> {
  const run = await requireJobRun(ctx, body.JobRunId);
  requireJobClaim(ctx, run.JobId);
  if (run.Status === JobRunStatus.RolledBack) return run;
  const [locked] = await ctx.tx
    .select({ status: jobRuns.status, produced: jobRuns.produced })
    .from(jobRuns)
    .where(eq(jobRuns.id, run.JobRunId))
    .for('update');
  const status = locked?.status;
  if (status !== JobRunStatus.Succeeded && status !== JobRunStatus.AwaitingApproval) {
    throw appError('RunNotRollbackable');
  }
  const { letterBatchIds = [] } = (locked?.produced ?? {}) as { letterBatchIds?: number[] };
  for (const batchItemId of letterBatchIds) {
    if ((await withdrawMessageBatch(ctx, batchItemId)) === 'released') {
      throw appError('RunLettersReleased', batchItemId);
    }
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

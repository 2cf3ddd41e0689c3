import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { JobRunStatus } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireJobRun } from './job-schedule-rows';
import { postRun } from './run-job';
import { requireJobClaim } from './run-job-schedule-now';

type ApproveRun = typeof contract.automation.ApproveRun;

/**
 * JobSchedule/ApproveRun: a run above the company's approval amount posted by an approver, in
 * their transaction and with their access (they need the job's claim, as the posting itself does).
 */
export async function approveRun(
  ctx: RequestContext,
  { body }: InputOf<ApproveRun>,
): Promise<ResponseOf<ApproveRun>> {
  const run = await requireJobRun(ctx, body.JobRunId);
  requireJobClaim(ctx, run.JobId);
  if (run.Status === JobRunStatus.Succeeded && run.FinishedAt !== null) return run;
  if (run.Status !== JobRunStatus.AwaitingApproval) {
    throw appError('RunNotAwaitingApproval');
  }
  await postRun(ctx, run.JobRunId, ctx.user.userId);
  return requireJobRun(ctx, run.JobRunId);
}

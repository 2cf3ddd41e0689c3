import type { BackgroundJobDetails, contract } from '@hoa/contract';
import type { Database } from '@hoa/db';
import { requireClaim } from '../../http/access';
import type { CallerCall } from '../../http/bind';
import { notFound } from '../../http/errors';
import { readJob, requestState } from '../../jobs/user-requests';

type GetJobDetails = typeof contract.backgroundJobs.GetHangfireJobDetails;

/**
 * BackgroundJob/GetHangfireJobDetails: a job of the caller's company; the user who queued it sees
 * it, others need user administration (maintainuser read). Jobs of no company (the periodic
 * work) and of other companies do not exist for the caller.
 */
export async function getJobDetails(
  database: Database,
  call: CallerCall<GetJobDetails>,
): Promise<BackgroundJobDetails> {
  const job = await readJob(database, call.input.query.jobId);
  return call.run((ctx) => {
    if (!job || Number(job.company_id) !== ctx.user.companyId) throw notFound();
    if (Number(job.user_id) !== ctx.user.userId) requireClaim(ctx, 'maintainuser', 'read');
    return Promise.resolve({
      JobId: job.id,
      Name: job.name,
      State: requestState(job.state),
      CreatedOn: job.created_on,
      StartedOn: job.started_on,
      CompletedOn: job.completed_on,
      RetryCount: Number(job.retry_count),
      Error: job.error,
    });
  });
}

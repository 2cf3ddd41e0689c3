import { z } from 'zod';
import { endpoint } from '../endpoint';

// Background job detail (spec 1 §7.8 'GET /BackgroundJob/GetHangfireJobDetails (jobId)'): a job of
// the caller's company on the job queue (pg-boss), e.g. a queued collection request.

export const BackgroundJobStates = ['waiting', 'running', 'completed', 'failed'] as const;

export const BackgroundJobDetailsSchema = z.object({
  JobId: z.string(),
  /** The queue, e.g. 'collection-requests'. */
  Name: z.string(),
  State: z.enum(BackgroundJobStates),
  CreatedOn: z.string(),
  StartedOn: z.string().nullable(),
  CompletedOn: z.string().nullable(),
  RetryCount: z.number(),
  /** Why a failed job failed, as the job recorded it. */
  Error: z.string().nullable(),
});
export type BackgroundJobDetails = z.infer<typeof BackgroundJobDetailsSchema>;

export const backgroundJobs = {
  GetHangfireJobDetails: endpoint({
    method: 'GET',
    path: '/api/BackgroundJob/GetHangfireJobDetails',
    summary: 'A background job of the caller’s company: its queue, state and times',
    query: z.strictObject({ jobId: z.uuid() }),
    response: BackgroundJobDetailsSchema,
  }),
};

import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { jobRunRows } from './job-schedule-rows';

type GetRuns = typeof contract.automation.GetJobScheduleRuns;

/** JobSchedule/GetRuns: the runs of a job schedule or of a workflow, newest first. */
export function getJobScheduleRuns(
  ctx: RequestContext,
  { query }: InputOf<GetRuns>,
): Promise<ResponseOf<GetRuns>> {
  const where =
    query.jobScheduleId !== undefined
      ? sql`r.job_schedule_id = ${query.jobScheduleId}::bigint`
      : sql`r.workflow_id = ${query.workflowId ?? 0}::bigint`;
  return jobRunRows(ctx, where);
}

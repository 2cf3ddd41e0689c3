import { eq, jobSchedules, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireJobSchedule } from './job-schedule-rows';

type DeleteJobSchedule = typeof contract.automation.DeleteJobSchedule;

/**
 * Workflow/DeleteJobSchedule/{id}: a saved job removed from its workflow (after the screen's
 * confirmation); the jobs after it move up one. Its runs stay in the history.
 */
export async function deleteJobSchedule(
  ctx: RequestContext,
  { params }: InputOf<DeleteJobSchedule>,
): Promise<ResponseOf<DeleteJobSchedule>> {
  const schedule = await requireJobSchedule(ctx, params.id);
  await ctx.tx.delete(jobSchedules).where(eq(jobSchedules.id, schedule.JobScheduleId));
  await ctx.tx.execute(
    sql`update job_schedules s set sequence = n.seq
          from (select id, row_number() over (order by sequence, id)::smallint as seq
                  from job_schedules where workflow_id = ${schedule.WorkflowId}::bigint) n
         where s.id = n.id`,
  );
  return { success: true };
}

import { queryRows, sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import {
  hasAccess,
  JobRunStatus,
  JobStepClaims,
  zonedDateTime,
  zonedDayAndTime,
} from '@hoa/domain';
import type { CallerCall } from '../../http/bind';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { communityTimeZone } from './community-time-zone';
import { requireJobRun, requireJobSchedule } from './job-schedule-rows';
import { executeRun, type RunDeps } from './run-job';
import { scheduleSource } from './schedule-source';

type RunNow = typeof contract.automation.RunJobScheduleNow;

/** The caller may run the job: they hold its use case's claim. */
export function requireJobClaim(ctx: RequestContext, jobId: number): void {
  const claim = JobStepClaims[jobId];
  if (!claim || !hasAccess(ctx.user.grants, claim.claim, claim.level)) {
    throw appError('JobNotAllowed');
  }
}

/**
 * JobSchedule/RunNow: a job run at once as a run of a day (its post date; today on the community's
 * clock by default: the run due at that day's midnight there), as the user of the schedule,
 * whatever its schedule says (which it leaves as it is). A day's run runs once: asked again, the
 * same run is answered — unless it was rolled back, when a new run is made.
 */
export async function runJobScheduleNow(
  deps: RunDeps,
  call: CallerCall<RunNow>,
): Promise<ResponseOf<RunNow>> {
  const { jobScheduleId, AsOf } = call.input.body;
  const { companyId, userId, runKey, day } = await call.run(async (ctx) => {
    const schedule = await requireJobSchedule(ctx, jobScheduleId);
    requireJobClaim(ctx, schedule.JobId);
    const timeZone = await communityTimeZone(ctx.tx, schedule.CommunityAgentId);
    const today = AsOf ?? zonedDayAndTime(new Date(), timeZone).day;
    const base = `now:${jobScheduleId}:${today}`;
    const [row] = await queryRows<{ undone: number }>(
      ctx.tx,
      sql`select count(*)::int as undone from job_runs
           where run_key like ${`${base}%`} and status = ${JobRunStatus.RolledBack}`,
    );
    const undone = row?.undone ?? 0;
    return {
      companyId: ctx.user.companyId,
      userId: ctx.user.userId,
      runKey: undone === 0 ? base : `${base}:${undone}`,
      day: zonedDateTime(today, '00:00', timeZone) ?? new Date(`${today}T00:00:00Z`),
    };
  });
  const runId = await executeRun(
    deps,
    companyId,
    runKey,
    scheduleSource(jobScheduleId, day, false),
    day,
    userId,
  );
  return call.run((ctx) => requireJobRun(ctx, runId));
}

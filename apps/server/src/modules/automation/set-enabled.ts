import { eq, jobSchedules } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ianaTimeZoneOf } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { requireJobSchedule } from './job-schedule-rows';
import { requireJobClaim } from './run-job-schedule-now';
import { nextRunOf, timesOf } from './workflow-jobs';

type SetEnabled = typeof contract.automation.SetEnabled;

/**
 * JobSchedule/SetEnabled: a job schedule turned on (its next run computed from now on its
 * community's clock; a quarantine
 * lifted, its failures forgotten) or off. Enabling needs the job's own claim, and the job then runs
 * as the user who enabled it.
 */
export async function setEnabled(
  ctx: RequestContext,
  { body }: InputOf<SetEnabled>,
): Promise<ResponseOf<SetEnabled>> {
  const schedule = await requireJobSchedule(ctx, body.jobScheduleId);
  requireJobClaim(ctx, schedule.JobId);
  const nextRunAt = body.enabled
    ? nextRunOf(
        timesOf({
          frequency: schedule.Frequency,
          mask: schedule.Mask,
          startAt: new Date(schedule.StartDateTime),
          endAt: schedule.EndDateTime === null ? null : new Date(schedule.EndDateTime),
          dayOfMonth: schedule.DayOfMonth,
          excludeWeekends: schedule.ExcludeWeekends,
        }),
        new Date(),
        ianaTimeZoneOf(schedule.TimeZoneId),
      )
    : null;
  await ctx.tx
    .update(jobSchedules)
    .set({
      enabled: body.enabled,
      isQuarantined: false,
      consecutiveFailures: 0,
      nextRunAt,
      retryAt: null,
      ...(body.enabled ? { userId: ctx.user.userId } : {}),
    })
    .where(eq(jobSchedules.id, schedule.JobScheduleId));
  return requireJobSchedule(ctx, schedule.JobScheduleId);
}

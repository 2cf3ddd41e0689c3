import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { addDays, ianaTimeZoneOf, todayIso, zonedDateTime, zonedDayAndTime } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { jobScheduleRows } from './job-schedule-rows';
import { nextRunOf, timesOf } from './workflow-jobs';

type GetCalendar = typeof contract.automation.GetAutomationCalendar;

const CalendarDays = 31;
/** A schedule shows at most this many runs (an hourly one would fill the month). */
const RunsPerSchedule = 62;

/**
 * JobSchedule/GetCalendar: what the enabled, unquarantined job schedules of the caller's
 * communities will run in the 31 days from a date (today by default), day by day: each run on the
 * day its community's clock shows (the day its post date takes).
 */
export async function getAutomationCalendar(
  ctx: RequestContext,
  { query }: InputOf<GetCalendar>,
): Promise<ResponseOf<GetCalendar>> {
  const first = query.from ?? todayIso();
  const last = addDays(first, CalendarDays);
  const { rows } = await jobScheduleRows(ctx, sql`s.enabled and not s.is_quarantined`);
  const days = new Map<string, ResponseOf<GetCalendar>[number]['Runs']>();
  for (const s of rows) {
    const times = timesOf({
      frequency: s.Frequency,
      mask: s.Mask,
      startAt: new Date(s.StartDateTime),
      endAt: s.EndDateTime === null ? null : new Date(s.EndDateTime),
      dayOfMonth: s.DayOfMonth,
      excludeWeekends: s.ExcludeWeekends,
    });
    const timeZone = ianaTimeZoneOf(s.TimeZoneId);
    const from = zonedDateTime(first, '00:00', timeZone) ?? new Date(`${first}T00:00:00Z`);
    const to = zonedDateTime(last, '00:00', timeZone) ?? new Date(`${last}T00:00:00Z`);
    let at = nextRunOf(times, new Date(from.getTime() - 1), timeZone);
    for (let n = 0; at !== null && at < to && n < RunsPerSchedule; n++) {
      const day = zonedDayAndTime(at, timeZone).day;
      const list = days.get(day) ?? [];
      list.push({
        JobScheduleId: s.JobScheduleId,
        WorkflowId: s.WorkflowId,
        CommunityAgentId: s.CommunityAgentId,
        CommunityName: s.CommunityName,
        JobId: s.JobId,
        JobScheduleName: s.JobScheduleName,
        At: at.toISOString(),
      });
      days.set(day, list);
      at = nextRunOf(times, at, timeZone);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([Date, Runs]) => ({ Date, Runs: Runs.sort((a, b) => a.At.localeCompare(b.At)) }));
}

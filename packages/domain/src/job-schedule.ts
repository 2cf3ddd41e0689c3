import type { ScheduleFrequencyCode } from './static-data/jobs';

/** A job schedule's longest name (spec 3 §9 'Job name at most 55 characters'). */
export const MaxJobScheduleNameLength = 55;

export const JobScheduleMessages = {
  nameTooLong: `Job name at most ${MaxJobScheduleNameLength} characters.`,
  endBeforeStart: 'The schedule ends before it starts.',
  noDay: 'The schedule runs on no day of the week (Mask).',
  noRun: 'The schedule has no run between its start and its end.',
} as const;

/** When a schedule runs: how often, on which weekdays (Mask bits, Sunday 1 … Saturday 64), from when, until when. */
export interface JobScheduleTimes {
  frequency: ScheduleFrequencyCode;
  mask: number;
  startAt: Date;
  endAt: Date | null;
}

const HourMs = 3_600_000;
const DayMs = 24 * HourMs;

/** Months between the runs of a monthly, quarterly, half-yearly or yearly schedule. */
const MonthSteps: Partial<Record<ScheduleFrequencyCode, number>> = { M: 1, Q: 3, S: 6, Y: 12 };

/** Whether the Mask lets a run of the day-level frequencies (once, hourly, daily) fall on t (UTC). */
function dayAllowed(times: JobScheduleTimes, t: Date): boolean {
  if (!['O', 'H', 'D'].includes(times.frequency)) return true;
  return (times.mask & (1 << t.getUTCDay())) !== 0;
}

/** The start moved k steps of a month-based frequency on, its day kept (or the month's last). */
function monthsOn(start: Date, months: number): Date {
  const t = new Date(start);
  t.setUTCDate(1);
  t.setUTCMonth(t.getUTCMonth() + months);
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  t.setUTCDate(Math.min(start.getUTCDate(), last));
  return t;
}

/** The runs of a schedule in order, from its start, days the Mask leaves out skipped. */
function* runs(times: JobScheduleTimes): Generator<Date> {
  const months = MonthSteps[times.frequency];
  for (let k = 0; ; k++) {
    let t: Date;
    if (months !== undefined) t = monthsOn(times.startAt, k * months);
    else if (times.frequency === 'O') t = new Date(times.startAt.getTime() + k * DayMs);
    else {
      const step = times.frequency === 'H' ? HourMs : times.frequency === 'W' ? 7 * DayMs : DayMs;
      t = new Date(times.startAt.getTime() + k * step);
    }
    if (!dayAllowed(times, t)) continue;
    yield t;
    if (times.frequency === 'O') return;
  }
}

/**
 * A schedule's next run after `after` (null: its first run): the first run later than it, or null
 * when there is none (a one-time schedule that has run, or one past its end). A run missed while
 * the server was down is not made up: the next one after `after` is the one due.
 */
export function nextScheduleRun(times: JobScheduleTimes, after: Date | null): Date | null {
  if ((times.mask & 127) === 0) return null;
  for (const t of runs(times)) {
    if (times.endAt !== null && t > times.endAt) return null;
    if (after === null || t > after) return t;
  }
  return null;
}

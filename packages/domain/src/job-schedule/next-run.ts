import { AllDaysMask, type ScheduleFrequencyCode } from '../static-data/jobs';
import { showsExcludeWeekends, WeekendMask } from './schedule-days';
import { cappedDayOfMonth, isDayOfMonth } from './validate-job-schedule';
import {
  DayMs,
  DefaultScheduleTimeZone,
  HourMs,
  instantOfWallTime,
  wallTimeOf,
  weekdayOf,
  type WallTime,
} from './zoned-time';

/**
 * When a schedule runs: how often, on which weekdays (Mask bits, Sunday 1 … Saturday 64), from
 * when, until when; the day of the month, exclude-weekends and time zone are optional.
 */
export interface JobScheduleTimes {
  frequency: ScheduleFrequencyCode;
  mask: number;
  startAt: Date;
  endAt: Date | null;
  /** Monthly … yearly: the day of the month (capped, see cappedDayOfMonth); null or absent: the start's day. */
  dayOfMonth?: number | null;
  /** Once, monthly … yearly: Sunday and Saturday off, as Mask 62 says (either is enough). */
  excludeWeekends?: boolean;
  /** IANA time zone whose wall clock the runs keep (default 'UTC'). */
  timeZone?: string;
}

/** Months between the runs of a monthly, quarterly, half-yearly or yearly schedule. */
const MonthSteps: Partial<Record<ScheduleFrequencyCode, number>> = { M: 1, Q: 3, S: 6, Y: 12 };

/** A schedule read for its runs: the start on the zone's clock and the days it may run on. */
interface Plan {
  times: JobScheduleTimes;
  zone: string;
  start: WallTime;
  /** The weekdays runs may fall on (moved to for once … yearly, kept to for the others). */
  mask: number;
}

function planOf(times: JobScheduleTimes): Plan {
  const zone = times.timeZone ?? DefaultScheduleTimeZone;
  let mask = times.mask & AllDaysMask;
  if (times.excludeWeekends && showsExcludeWeekends(times.frequency)) mask &= ~WeekendMask;
  // Weekly on all days is the default mask, never a choice (the scheduler keeps one day): the
  // start's weekday.
  if (times.frequency === 'W' && mask === AllDaysMask) {
    mask = 1 << weekdayOf(wallTimeOf(times.startAt, zone).dayNumber);
  }
  return { times, zone, start: wallTimeOf(times.startAt, zone), mask };
}

const allows = (plan: Plan, dayNumber: number) => (plan.mask & (1 << weekdayOf(dayNumber))) !== 0;

/** The run on the day at the start's time of day, on the zone's clock. */
const runOn = (plan: Plan, dayNumber: number) =>
  instantOfWallTime(dayNumber, plan.start.msOfDay, plan.zone);

/** The first day from dayNumber on that the mask allows (once … yearly move to it). */
function movedToAllowed(plan: Plan, dayNumber: number): number {
  let d = dayNumber;
  while (!allows(plan, d)) d++;
  return d;
}

/** Day number of a year, month (0-based, may overflow) and day. */
const dayNumberOfYmd = (year: number, month: number, day: number) =>
  Date.UTC(year, month, day) / DayMs;

/** The day of run k of a month-based schedule: k steps of months on from the start's month. */
function monthRunDay(plan: Plan, step: number, k: number): number {
  const s = new Date(plan.start.dayNumber * DayMs);
  const first = new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + k * step, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth();
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const dayOfMonth = plan.times.dayOfMonth;
  const day = isDayOfMonth(dayOfMonth)
    ? cappedDayOfMonth(dayOfMonth, month + 1)
    : Math.min(s.getUTCDate(), last);
  return dayNumberOfYmd(year, month, day);
}

/**
 * The schedule's runs in order, from about `from` on (some earlier ones may come first; none is
 * before the start). Once … yearly runs on a day the mask leaves out move to the next day it
 * allows; hourly, daily and weekly ones are skipped.
 */
function* runsFrom(plan: Plan, from: Date | null): Generator<Date> {
  const { times } = plan;
  const startMs = times.startAt.getTime();
  const fromDay = from === null ? plan.start.dayNumber : wallTimeOf(from, plan.zone).dayNumber;
  const firstDay = Math.max(plan.start.dayNumber, fromDay - 1);
  const step = MonthSteps[times.frequency];
  if (times.frequency === 'O') {
    yield runOn(plan, movedToAllowed(plan, plan.start.dayNumber));
  } else if (times.frequency === 'H') {
    const k0 = from === null ? 0 : Math.max(0, Math.floor((from.getTime() - startMs) / HourMs) - 1);
    for (let k = k0; ; k++) {
      const t = new Date(startMs + k * HourMs);
      if (allows(plan, wallTimeOf(t, plan.zone).dayNumber)) yield t;
    }
  } else if (step === undefined) {
    // Daily and weekly: each day the mask allows, at the start's time.
    for (let d = firstDay; ; d++) {
      const t = runOn(plan, d);
      if (allows(plan, d) && t.getTime() >= startMs) yield t;
    }
  } else {
    const s = new Date(plan.start.dayNumber * DayMs);
    const f = new Date(firstDay * DayMs);
    const months =
      (f.getUTCFullYear() - s.getUTCFullYear()) * 12 + f.getUTCMonth() - s.getUTCMonth();
    for (let k = Math.max(0, Math.floor(months / step) - 1); ; k++) {
      const t = runOn(plan, movedToAllowed(plan, monthRunDay(plan, step, k)));
      if (t.getTime() >= startMs) yield t;
    }
  }
}

/**
 * A schedule's next run after `after` (null: its first run): the first run later than it, or null
 * when there is none (a one-time schedule that has run, one past its end, one with no day to run
 * on). A run missed while the server was down is not made up: the next one after `after` is the
 * one due. Runs keep the start's time of day on the time zone's clock across daylight saving
 * (hourly ones keep an hour apart).
 */
export function nextScheduleRun(times: JobScheduleTimes, after: Date | null): Date | null {
  const plan = planOf(times);
  if (plan.mask === 0) return null;
  for (const t of runsFrom(plan, after)) {
    if (times.endAt !== null && t > times.endAt) return null;
    if (after === null || t > after) return t;
  }
  return null;
}

/**
 * The runs from `from` to `to` (both included), at most `limit` of them, e.g. for a month's
 * calendar of a schedule (31 days of an hourly one are 744 runs).
 */
export function scheduleRunsBetween(
  times: JobScheduleTimes,
  from: Date,
  to: Date,
  limit = 744,
): Date[] {
  const plan = planOf(times);
  const found: Date[] = [];
  if (plan.mask === 0 || limit <= 0) return found;
  for (const t of runsFrom(plan, from)) {
    if (t > to || (times.endAt !== null && t > times.endAt)) break;
    if (t >= from) found.push(t);
    if (found.length >= limit) break;
  }
  return found;
}

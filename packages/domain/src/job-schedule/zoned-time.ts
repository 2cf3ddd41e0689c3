import { isValidIsoDate, toIsoDate, type IsoDate } from '../dates';

// Wall-clock time in an IANA time zone (a community's, e.g. 'America/New_York'), with Intl alone:
// a day is a day number (days since 1970-01-01) and a time its milliseconds since midnight.

/** The time zone of a schedule that names none. */
export const DefaultScheduleTimeZone = 'UTC';

export const DayMs = 86_400_000;
export const HourMs = 3_600_000;

/** A moment as a clock on the wall of a time zone shows it. */
export interface WallTime {
  /** Days since 1970-01-01 (the day's Date.UTC / DayMs). */
  dayNumber: number;
  /** Milliseconds since the day's midnight. */
  msOfDay: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether Intl knows the IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The time zone's offset from UTC (ms) at the instant. */
function offsetAt(ms: number, timeZone: string): number {
  const seconds = Math.floor(ms / 1000) * 1000;
  const part: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(seconds))) {
    if (p.type !== 'literal') part[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    part.year ?? 1970,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    (part.hour ?? 0) % 24,
    part.minute ?? 0,
    part.second ?? 0,
  );
  return asUtc - seconds;
}

/** The wall clock of the time zone at the instant. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const local = instant.getTime() + offsetAt(instant.getTime(), timeZone);
  const dayNumber = Math.floor(local / DayMs);
  return { dayNumber, msOfDay: local - dayNumber * DayMs };
}

/**
 * The instant the time zone's wall clock shows the day and time. A time the clock skips (spring
 * forward) is moved on by the skipped length (02:30 becomes 03:30); a time it shows twice (fall
 * back) is the first of the two.
 */
export function instantOfWallTime(dayNumber: number, msOfDay: number, timeZone: string): Date {
  const local = dayNumber * DayMs + msOfDay;
  // Offsets a day either side: no zone changes its offset twice within two days.
  const before = offsetAt(local - DayMs, timeZone);
  const after = offsetAt(local + DayMs, timeZone);
  const shown = [local - before, local - after]
    .filter((t) => t + offsetAt(t, timeZone) === local)
    .sort((a, b) => a - b);
  return new Date(shown[0] ?? local - before);
}

/** The weekday of a day number: 0 Sunday … 6 Saturday. */
export function weekdayOf(dayNumber: number): number {
  return new Date(dayNumber * DayMs).getUTCDay();
}

/** The day number of a 'YYYY-MM-DD' day. */
export function dayNumberOf(day: IsoDate): number {
  return (
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DayMs
  );
}

/** The 'YYYY-MM-DD' day of a day number. */
export function isoDateOfDayNumber(dayNumber: number): IsoDate {
  const t = new Date(dayNumber * DayMs);
  return toIsoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Milliseconds since midnight of 'HH:mm' or 'HH:mm:ss' (24-hour), or null when it is not one. */
export function msOfTime(time: string): number | null {
  const m = timePattern.exec(time.trim());
  if (!m) return null;
  return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3] ?? 0)) * 1000;
}

/**
 * The instant of a day and a time ('HH:mm') on the time zone's clock, as the scheduler's start
 * date and time are entered; null when the day, the time or the zone is not one.
 */
export function zonedDateTime(day: IsoDate | null, time: string, timeZone: string): Date | null {
  const ms = msOfTime(time);
  if (!day || !isValidIsoDate(day) || ms === null || !isTimeZone(timeZone)) return null;
  return instantOfWallTime(dayNumberOf(day), ms, timeZone);
}

/** The day and time ('HH:mm') the time zone's clock shows at the instant. */
export function zonedDayAndTime(instant: Date, timeZone: string): { day: IsoDate; time: string } {
  const wall = wallTimeOf(instant, timeZone);
  const minutes = Math.floor(wall.msOfDay / 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: isoDateOfDayNumber(wall.dayNumber),
    time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
  };
}

/**
 * The clock a workflow template's times are kept on: a template belongs to no community, so its
 * times are wall times ('the 1st at 02:00'), stored as that wall time on UTC's clock and placed
 * on each community's clock when the template is applied (`onClockOf`).
 */
export const TemplateClock = 'UTC';

/**
 * The instant the time zone's clock shows the wall time the template clock shows at the instant:
 * a template's 02:00 becomes 02:00 in the community (its own offset, summer or winter).
 */
export function onClockOf(templateInstant: Date, timeZone: string): Date {
  const wall = wallTimeOf(templateInstant, TemplateClock);
  return instantOfWallTime(wall.dayNumber, wall.msOfDay, timeZone);
}

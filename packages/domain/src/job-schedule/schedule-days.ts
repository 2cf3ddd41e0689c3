import { isValidIsoDate, type IsoDate } from '../dates';
import {
  AllDaysMask,
  DefaultScheduleFrequency,
  DefaultScheduleMask,
  WeekdayMask,
  WeekdaysOnlyMask,
  type ScheduleFrequencyCode,
} from '../static-data/jobs';
import { JobScheduleMessages } from './messages';
import { dayNumberOf, weekdayOf } from './zoned-time';

// The scheduler's days (spec 3 §4 'Scheduler'), as a reducer the schedule form calls on each
// change: the frequency, the weekday toggles (Mask bits, Sunday 1 … Saturday 64) and the
// exclude-weekends toggle.

/** The weekday names in Mask order (Sunday … Saturday): bit 1 << i is WeekdayNames[i]. */
export const WeekdayNames = Object.keys(WeekdayMask) as readonly (keyof typeof WeekdayMask)[];

/** Sunday and Saturday, the days exclude-weekends takes out of the Mask. */
export const WeekendMask = AllDaysMask & ~WeekdaysOnlyMask;

/**
 * Frequencies that show their permitted days as weekday toggles (hourly and daily) and weekly,
 * which shows them to pick its one day. The others (once, monthly, quarterly, half-yearly,
 * yearly) show the exclude-weekends toggle instead.
 */
const PermittedDaysFrequencies: readonly ScheduleFrequencyCode[] = ['H', 'D'];

export function showsPermittedDays(frequency: ScheduleFrequencyCode): boolean {
  return PermittedDaysFrequencies.includes(frequency);
}

/** Whether the form shows the weekday toggles (hourly, daily, weekly). */
export function showsWeekdays(frequency: ScheduleFrequencyCode): boolean {
  return frequency === 'W' || showsPermittedDays(frequency);
}

/** Whether the form shows the exclude-weekends toggle (once, monthly … yearly). */
export function showsExcludeWeekends(frequency: ScheduleFrequencyCode): boolean {
  return !showsWeekdays(frequency);
}

/** Frequencies that run on a day of the month (monthly, quarterly, half-yearly, yearly). */
const DayOfMonthFrequencies: readonly ScheduleFrequencyCode[] = ['M', 'Q', 'S', 'Y'];

export function runsOnDayOfMonth(frequency: ScheduleFrequencyCode): boolean {
  return DayOfMonthFrequencies.includes(frequency);
}

/** The scheduler's day state: what the toggles show and the Mask saved. */
export interface ScheduleDaysState {
  frequency: ScheduleFrequencyCode;
  /** The weekdays selected, Mask bits (recomputed on each change). */
  mask: number;
  excludeWeekends: boolean;
  /** The hourly or daily permitted days, kept while another frequency is chosen. */
  rememberedMask: number | null;
}

/** The state of a new schedule (spec 3 §9 'Default schedule: frequency O, mask 127'), or a saved one's. */
export function initialScheduleDays(
  saved: Partial<Pick<ScheduleDaysState, 'frequency' | 'mask' | 'excludeWeekends'>> = {},
): ScheduleDaysState {
  return {
    frequency: saved.frequency ?? DefaultScheduleFrequency,
    mask: (saved.mask ?? DefaultScheduleMask) & AllDaysMask,
    excludeWeekends: saved.excludeWeekends ?? false,
    rememberedMask: null,
  };
}

/** The Mask bit of a weekday (0 Sunday … 6 Saturday). */
export function weekdayBit(weekday: number): number {
  return 1 << weekday;
}

/** The weekdays (0 Sunday … 6 Saturday) a Mask selects. */
export function maskWeekdays(mask: number): number[] {
  return WeekdayNames.map((_, weekday) => weekday).filter((d) => (mask & weekdayBit(d)) !== 0);
}

/** The Mask of selected weekdays, recomputed from them. */
export function maskOfWeekdays(weekdays: readonly number[]): number {
  return weekdays.reduce((mask, d) => mask | weekdayBit(d), 0) & AllDaysMask;
}

/** The mask the exclude-weekends toggle gives: 62 (Sunday and Saturday off) or all days. */
function excludeWeekendsMask(on: boolean): number {
  return on ? WeekdaysOnlyMask : AllDaysMask;
}

/**
 * The frequency changed: weekly selects only Sunday; the others select all days, then an hourly
 * or daily one gets its remembered permitted days back (all days the first time), and the rest
 * take the exclude-weekends toggle's mask (62 when on). Leaving hourly or daily remembers its days.
 */
export function scheduleOnFrequencyChange(
  state: ScheduleDaysState,
  frequency: ScheduleFrequencyCode,
): ScheduleDaysState {
  const rememberedMask = showsPermittedDays(state.frequency) ? state.mask : state.rememberedMask;
  let mask: number;
  if (frequency === 'W') mask = weekdayBit(0);
  else if (showsPermittedDays(frequency)) mask = rememberedMask ?? AllDaysMask;
  else mask = excludeWeekendsMask(state.excludeWeekends);
  return { ...state, frequency, mask, rememberedMask };
}

/**
 * A weekday toggle was pressed: weekly selects only that day (pressing it again keeps it); hourly
 * and daily turn the day on or off. The mask is recomputed from the days.
 */
export function scheduleOnDayToggle(state: ScheduleDaysState, weekday: number): ScheduleDaysState {
  if (weekday < 0 || weekday > 6 || !Number.isInteger(weekday)) return state;
  if (state.frequency === 'W') return { ...state, mask: maskOfWeekdays([weekday]) };
  if (!showsPermittedDays(state.frequency)) return state;
  const days = maskWeekdays(state.mask);
  const next = days.includes(weekday) ? days.filter((d) => d !== weekday) : [...days, weekday];
  return { ...state, mask: maskOfWeekdays(next) };
}

/**
 * The exclude-weekends toggle changed: on the frequencies that show it, Sunday and Saturday go off
 * (mask 62) or all days come back (127); hourly, daily and weekly keep their days.
 */
export function scheduleOnExcludeWeekends(
  state: ScheduleDaysState,
  on: boolean,
): ScheduleDaysState {
  if (!showsExcludeWeekends(state.frequency)) return { ...state, excludeWeekends: on };
  return { ...state, excludeWeekends: on, mask: excludeWeekendsMask(on) };
}

/**
 * The weekend warning (spec 3 §4 'Scheduler'): weekends excluded, a start date set, a monthly,
 * quarterly, half-yearly or yearly frequency, and a start on a weekend day: a Saturday, or a
 * Sunday late in the month (the 29th or later; a Sunday on the 1st or before the 29th is not
 * warned of). Null when there is nothing to warn of.
 */
export function scheduleWeekendWarning(input: {
  frequency: ScheduleFrequencyCode;
  excludeWeekends: boolean;
  startDate: IsoDate | null;
}): string | null {
  const { frequency, excludeWeekends, startDate } = input;
  if (!excludeWeekends || !startDate || !isValidIsoDate(startDate)) return null;
  if (!runsOnDayOfMonth(frequency)) return null;
  const weekday = weekdayOf(dayNumberOf(startDate));
  const dayOfMonth = Number(startDate.slice(8, 10));
  const lateSunday = weekday === 0 && dayOfMonth !== 1 && dayOfMonth >= 29;
  return weekday === 6 || lateSunday ? JobScheduleMessages.weekendStart : null;
}

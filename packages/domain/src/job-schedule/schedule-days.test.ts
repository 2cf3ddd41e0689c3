import { describe, expect, it } from 'vitest';
import { JobScheduleMessages } from './messages';
import {
  initialScheduleDays,
  maskOfWeekdays,
  maskWeekdays,
  runsOnDayOfMonth,
  scheduleOnDayToggle,
  scheduleOnExcludeWeekends,
  scheduleOnFrequencyChange,
  scheduleWeekendWarning,
  showsExcludeWeekends,
  showsWeekdays,
  WeekdayNames,
  type ScheduleDaysState,
} from './schedule-days';
import type { ScheduleFrequencyCode } from '../static-data/jobs';

const all: ScheduleFrequencyCode[] = ['O', 'H', 'D', 'W', 'M', 'Q', 'S', 'Y'];
const change = (state: ScheduleDaysState, ...fs: ScheduleFrequencyCode[]) =>
  fs.reduce(scheduleOnFrequencyChange, state);

describe('scheduler days', () => {
  it('starts from the default schedule: once, all days (spec 3 §9)', () => {
    expect(initialScheduleDays()).toEqual({
      frequency: 'O',
      mask: 127,
      excludeWeekends: false,
      rememberedMask: null,
    });
    expect(initialScheduleDays({ frequency: 'W', mask: 4 + 256 }).mask).toBe(4);
  });

  it('shows weekday toggles for hourly, daily and weekly, exclude-weekends for the others', () => {
    expect(all.filter(showsWeekdays)).toEqual(['H', 'D', 'W']);
    expect(all.filter(showsExcludeWeekends)).toEqual(['O', 'M', 'Q', 'S', 'Y']);
    expect(all.filter(runsOnDayOfMonth)).toEqual(['M', 'Q', 'S', 'Y']);
  });

  it('converts weekdays and masks both ways', () => {
    expect(maskWeekdays(62)).toEqual([1, 2, 3, 4, 5]);
    expect(maskWeekdays(65)).toEqual([0, 6]);
    expect(maskOfWeekdays([0, 1, 2, 3, 4, 5, 6])).toBe(127);
    expect(maskOfWeekdays([])).toBe(0);
  });

  it('weekly selects only Sunday on change, and a day pressed selects only that day', () => {
    const weekly = change(initialScheduleDays(), 'W');
    expect(weekly.mask).toBe(1);
    const wednesday = scheduleOnDayToggle(weekly, 3);
    expect(wednesday.mask).toBe(8);
    expect(scheduleOnDayToggle(wednesday, 3).mask).toBe(8);
    expect(scheduleOnDayToggle(wednesday, 6).mask).toBe(64);
  });

  it('other frequencies select all days', () => {
    for (const f of all.filter((x) => x !== 'W')) {
      expect(change(initialScheduleDays(), 'W', f).mask).toBe(127);
    }
  });

  it('hourly and daily toggle days, the mask recomputed each time', () => {
    const daily = change(initialScheduleDays(), 'D');
    const noSunday = scheduleOnDayToggle(daily, 0);
    expect(noSunday.mask).toBe(126);
    const noWeekend = scheduleOnDayToggle(noSunday, 6);
    expect(noWeekend.mask).toBe(62);
    expect(scheduleOnDayToggle(noWeekend, 0).mask).toBe(63);
    let none = daily;
    for (let d = 0; d < 7; d++) none = scheduleOnDayToggle(none, d);
    expect(none.mask).toBe(0);
    expect(scheduleOnDayToggle(daily, 7)).toBe(daily);
    expect(scheduleOnDayToggle(daily, 1.5)).toBe(daily);
  });

  it('a permitted-days frequency gets its remembered mask back', () => {
    const daily = scheduleOnDayToggle(change(initialScheduleDays(), 'D'), 3);
    expect(daily.mask).toBe(119);
    const monthly = change(daily, 'M');
    expect(monthly).toMatchObject({ mask: 127, rememberedMask: 119 });
    expect(change(monthly, 'H').mask).toBe(119);
    expect(change(monthly, 'W', 'D').mask).toBe(119);
  });

  it('the exclude-weekends toggle takes Sunday and Saturday off (62) where it shows', () => {
    const once = scheduleOnExcludeWeekends(initialScheduleDays(), true);
    expect(once).toMatchObject({ excludeWeekends: true, mask: 62 });
    expect(change(once, 'Q').mask).toBe(62);
    expect(change(once, 'W', 'Y').mask).toBe(62);
    expect(scheduleOnExcludeWeekends(once, false).mask).toBe(127);
    const weekly = change(initialScheduleDays(), 'W');
    expect(scheduleOnExcludeWeekends(weekly, true)).toMatchObject({
      mask: 1,
      excludeWeekends: true,
    });
  });

  it('toggles do nothing to days where they are hidden', () => {
    const monthly = change(initialScheduleDays(), 'M');
    expect(scheduleOnDayToggle(monthly, 2)).toBe(monthly);
  });
});

describe('scheduleWeekendWarning (spec 3 §4 Scheduler)', () => {
  const warn = (startDate: string | null, frequency: ScheduleFrequencyCode = 'M', on = true) =>
    scheduleWeekendWarning({ frequency, excludeWeekends: on, startDate });

  it('warns of a Saturday start of a monthly … yearly schedule with weekends excluded', () => {
    // 2026-08-01 is a Saturday, 2026-08-15 too.
    for (const f of ['M', 'Q', 'S', 'Y'] as const) {
      expect(warn('2026-08-15', f)).toBe(JobScheduleMessages.weekendStart);
    }
    expect(warn('2026-08-01')).toBe(JobScheduleMessages.weekendStart);
  });

  it('warns of a Sunday only late in the month (the 29th on)', () => {
    expect(warn('2026-11-29')).toBe(JobScheduleMessages.weekendStart);
    expect(warn('2026-05-31')).toBe(JobScheduleMessages.weekendStart);
    expect(warn('2026-02-01')).toBeNull(); // a Sunday, the 1st
    expect(warn('2026-11-22')).toBeNull(); // a Sunday before the 29th
  });

  it('says nothing otherwise', () => {
    expect(warn('2026-08-14')).toBeNull(); // a Friday
    expect(warn('2026-08-15', 'M', false)).toBeNull();
    expect(warn(null)).toBeNull();
    expect(warn('2026-02-30')).toBeNull();
    for (const f of ['O', 'H', 'D', 'W'] as const) expect(warn('2026-08-15', f)).toBeNull();
  });
});

describe('WeekdayNames', () => {
  it('names the Mask bits in order', () => {
    expect(WeekdayNames.join(' ')).toBe('Sunday Monday Tuesday Wednesday Thursday Friday Saturday');
  });
});

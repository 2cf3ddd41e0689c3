import { describe, expect, it } from 'vitest';
import { nextScheduleRun, scheduleRunsBetween, type JobScheduleTimes } from './next-run';
import { WeekdaysOnlyMask } from '../static-data/jobs';

const at = (iso: string) => new Date(iso);
const times = (over: Partial<JobScheduleTimes>): JobScheduleTimes => ({
  frequency: 'O',
  mask: 127,
  startAt: at('2026-04-01T06:00:00Z'),
  endAt: null,
  ...over,
});
const iso = (t: Date | null) => t?.toISOString() ?? null;

describe('nextScheduleRun', () => {
  it('runs a one-time schedule once, at its start', () => {
    const once = times({});
    expect(iso(nextScheduleRun(once, null))).toBe('2026-04-01T06:00:00.000Z');
    expect(nextScheduleRun(once, at('2026-04-01T06:05:00Z'))).toBeNull();
  });

  it('skips the weekdays the mask leaves out (2026-04-04 is a Saturday)', () => {
    const weekdays = times({ frequency: 'D', mask: WeekdaysOnlyMask });
    expect(iso(nextScheduleRun(weekdays, at('2026-04-03T07:00:00Z')))).toBe(
      '2026-04-06T06:00:00.000Z',
    );
    const saturdayOnce = times({ mask: WeekdaysOnlyMask, startAt: at('2026-04-04T06:00:00Z') });
    expect(iso(nextScheduleRun(saturdayOnce, null))).toBe('2026-04-06T06:00:00.000Z');
  });

  it('does not make up missed runs and stops at the end', () => {
    const hourly = times({ frequency: 'H', endAt: at('2026-04-01T23:59:00Z') });
    expect(iso(nextScheduleRun(hourly, at('2026-04-01T09:30:00Z')))).toBe(
      '2026-04-01T10:00:00.000Z',
    );
    expect(nextScheduleRun(hourly, at('2026-04-01T23:30:00Z'))).toBeNull();
    const weekly = times({ frequency: 'W' });
    expect(iso(nextScheduleRun(weekly, at('2026-04-01T06:00:00Z')))).toBe(
      '2026-04-08T06:00:00.000Z',
    );
  });

  it('keeps the day of the month, or the month’s last', () => {
    const monthly = times({ frequency: 'M', startAt: at('2026-01-31T00:00:00Z') });
    expect(iso(nextScheduleRun(monthly, at('2026-01-31T00:00:00Z')))).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(iso(nextScheduleRun(monthly, at('2026-02-28T00:00:00Z')))).toBe(
      '2026-03-31T00:00:00.000Z',
    );
    const quarterly = times({ frequency: 'Q', startAt: at('2026-01-15T00:00:00Z') });
    expect(iso(nextScheduleRun(quarterly, at('2026-01-15T00:00:00Z')))).toBe(
      '2026-04-15T00:00:00.000Z',
    );
  });
});

const NewYork = 'America/New_York';
const runs = (t: JobScheduleTimes, from: string, to: string, limit?: number) =>
  scheduleRunsBetween(t, at(from), at(to), limit).map((r) => r.toISOString());

describe('nextScheduleRun: every frequency', () => {
  it('once: at the start, or moved to the next day the mask allows', () => {
    const monday = times({ startAt: at('2026-04-06T06:00:00Z') });
    expect(iso(nextScheduleRun(monday, null))).toBe('2026-04-06T06:00:00.000Z');
    expect(iso(nextScheduleRun(monday, at('2026-04-01T00:00:00Z')))).toBe(
      '2026-04-06T06:00:00.000Z',
    );
    const sunday = times({ startAt: at('2026-04-05T06:00:00Z'), excludeWeekends: true });
    expect(iso(nextScheduleRun(sunday, null))).toBe('2026-04-06T06:00:00.000Z');
  });

  it('hourly: each hour from the start, on the days the mask allows', () => {
    const hourly = times({ frequency: 'H', mask: 2, startAt: at('2026-04-05T22:15:00Z') });
    expect(iso(nextScheduleRun(hourly, null))).toBe('2026-04-06T00:15:00.000Z');
    expect(iso(nextScheduleRun(hourly, at('2026-04-06T23:15:00Z')))).toBe(
      '2026-04-13T00:15:00.000Z',
    );
    expect(iso(nextScheduleRun(hourly, at('2027-06-01T10:00:00Z')))).toBe(
      '2027-06-07T00:15:00.000Z',
    );
  });

  it('daily: each day the mask allows, at the start time', () => {
    const daily = times({ frequency: 'D', mask: 127 - 8 });
    expect(runs(daily, '2026-04-01T00:00:00Z', '2026-04-09T00:00:00Z')).toEqual([
      '2026-04-02T06:00:00.000Z',
      '2026-04-03T06:00:00.000Z',
      '2026-04-04T06:00:00.000Z',
      '2026-04-05T06:00:00.000Z',
      '2026-04-06T06:00:00.000Z',
      '2026-04-07T06:00:00.000Z',
    ]);
  });

  it('weekly: on the chosen day each week, from the start', () => {
    // Start Wednesday 2026-04-01; Friday (32) is the day.
    const friday = times({ frequency: 'W', mask: 32 });
    expect(iso(nextScheduleRun(friday, null))).toBe('2026-04-03T06:00:00.000Z');
    expect(iso(nextScheduleRun(friday, at('2026-04-03T06:00:00Z')))).toBe(
      '2026-04-10T06:00:00.000Z',
    );
    const sunday = times({ frequency: 'W', mask: 1 });
    expect(runs(sunday, '2026-04-01T00:00:00Z', '2026-04-30T00:00:00Z')).toEqual([
      '2026-04-05T06:00:00.000Z',
      '2026-04-12T06:00:00.000Z',
      '2026-04-19T06:00:00.000Z',
      '2026-04-26T06:00:00.000Z',
    ]);
  });

  it('monthly, quarterly, half-yearly, yearly: months apart from the start month', () => {
    const start = at('2026-01-10T08:00:00Z');
    const first = (frequency: JobScheduleTimes['frequency']) =>
      runs(times({ frequency, startAt: start }), '2026-01-01T00:00:00Z', '2028-01-31T00:00:00Z', 4);
    expect(first('M')).toEqual([
      '2026-01-10T08:00:00.000Z',
      '2026-02-10T08:00:00.000Z',
      '2026-03-10T08:00:00.000Z',
      '2026-04-10T08:00:00.000Z',
    ]);
    expect(first('Q')).toEqual([
      '2026-01-10T08:00:00.000Z',
      '2026-04-10T08:00:00.000Z',
      '2026-07-10T08:00:00.000Z',
      '2026-10-10T08:00:00.000Z',
    ]);
    expect(first('S')).toEqual([
      '2026-01-10T08:00:00.000Z',
      '2026-07-10T08:00:00.000Z',
      '2027-01-10T08:00:00.000Z',
      '2027-07-10T08:00:00.000Z',
    ]);
    expect(first('Y')).toEqual([
      '2026-01-10T08:00:00.000Z',
      '2027-01-10T08:00:00.000Z',
      '2028-01-10T08:00:00.000Z',
    ]);
  });

  it('honours the day of the month, the first run not before the start', () => {
    const monthly = times({ frequency: 'M', startAt: at('2026-01-15T08:00:00Z'), dayOfMonth: 10 });
    expect(iso(nextScheduleRun(monthly, null))).toBe('2026-02-10T08:00:00.000Z');
    const quarterly = { ...monthly, frequency: 'Q' as const, dayOfMonth: 20 };
    expect(iso(nextScheduleRun(quarterly, null))).toBe('2026-01-20T08:00:00.000Z');
    expect(iso(nextScheduleRun(quarterly, at('2026-01-20T08:00:00Z')))).toBe(
      '2026-04-20T08:00:00.000Z',
    );
  });

  it('caps the day of the month at 28 in February and 29 in the other months', () => {
    const monthly = times({ frequency: 'M', startAt: at('2027-12-01T00:00:00Z'), dayOfMonth: 31 });
    expect(runs(monthly, '2027-12-01T00:00:00Z', '2028-04-01T00:00:00Z')).toEqual([
      '2027-12-29T00:00:00.000Z',
      '2028-01-29T00:00:00.000Z',
      '2028-02-28T00:00:00.000Z', // a leap year: still the 28th
      '2028-03-29T00:00:00.000Z',
    ]);
    const yearly = times({ frequency: 'Y', startAt: at('2026-02-01T00:00:00Z'), dayOfMonth: 30 });
    expect(runs(yearly, '2026-01-01T00:00:00Z', '2029-01-01T00:00:00Z')).toEqual([
      '2026-02-28T00:00:00.000Z',
      '2027-02-28T00:00:00.000Z',
      '2028-02-28T00:00:00.000Z',
    ]);
  });

  it('keeps the start day, or the month’s last, without a day of the month', () => {
    const monthly = times({ frequency: 'M', startAt: at('2026-03-31T00:00:00Z') });
    expect(runs(monthly, '2026-03-01T00:00:00Z', '2026-07-01T00:00:00Z')).toEqual([
      '2026-03-31T00:00:00.000Z',
      '2026-04-30T00:00:00.000Z',
      '2026-05-31T00:00:00.000Z',
      '2026-06-30T00:00:00.000Z',
    ]);
    const semi = times({ frequency: 'S', startAt: at('2027-08-31T00:00:00Z') });
    expect(iso(nextScheduleRun(semi, at('2027-08-31T00:00:00Z')))).toBe('2028-02-29T00:00:00.000Z');
  });

  it('moves a monthly run off a weekend to Monday when weekends are excluded', () => {
    // The 15th: 2026-08-15 is a Saturday, 2026-11-15 a Sunday.
    const monthly = times({ frequency: 'M', mask: 62, startAt: at('2026-07-15T09:00:00Z') });
    expect(runs(monthly, '2026-07-01T00:00:00Z', '2026-12-01T00:00:00Z')).toEqual([
      '2026-07-15T09:00:00.000Z',
      '2026-08-17T09:00:00.000Z',
      '2026-09-15T09:00:00.000Z',
      '2026-10-15T09:00:00.000Z',
      '2026-11-16T09:00:00.000Z',
    ]);
    const flagged = { ...monthly, mask: 127, excludeWeekends: true };
    expect(iso(nextScheduleRun(flagged, at('2026-07-15T09:00:00Z')))).toBe(
      '2026-08-17T09:00:00.000Z',
    );
  });

  it('has no run without a day, past the end, or once run', () => {
    expect(nextScheduleRun(times({ frequency: 'D', mask: 0 }), null)).toBeNull();
    expect(
      nextScheduleRun(times({ frequency: 'W', mask: 65, excludeWeekends: true }), null),
    ).not.toBeNull();
    const ended = times({ frequency: 'M', endAt: at('2026-04-30T00:00:00Z') });
    expect(nextScheduleRun(ended, at('2026-04-01T06:00:00Z'))).toBeNull();
    expect(
      scheduleRunsBetween(ended, at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z')),
    ).toHaveLength(1);
  });
});

describe('nextScheduleRun in a time zone', () => {
  it('keeps the wall-clock time of daily runs across the spring and fall changes', () => {
    // 09:00 in New York: 14:00Z in winter, 13:00Z in summer.
    const daily = times({ frequency: 'D', startAt: at('2026-03-06T14:00:00Z'), timeZone: NewYork });
    expect(runs(daily, '2026-03-06T00:00:00Z', '2026-03-10T00:00:00Z')).toEqual([
      '2026-03-06T14:00:00.000Z',
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
    expect(iso(nextScheduleRun(daily, at('2026-10-31T13:00:00Z')))).toBe(
      '2026-11-01T14:00:00.000Z',
    );
  });

  it('runs a skipped wall-clock time an hour later that day', () => {
    // 02:30 daily: 2026-03-08 has no 02:30 in New York.
    const daily = times({ frequency: 'D', startAt: at('2026-03-07T07:30:00Z'), timeZone: NewYork });
    expect(runs(daily, '2026-03-07T00:00:00Z', '2026-03-10T00:00:00Z')).toEqual([
      '2026-03-07T07:30:00.000Z',
      '2026-03-08T07:30:00.000Z', // 03:30 EDT
      '2026-03-09T06:30:00.000Z',
    ]);
  });

  it('keeps hourly runs an hour apart across a change', () => {
    const hourly = times({
      frequency: 'H',
      startAt: at('2026-11-01T04:00:00Z'),
      timeZone: NewYork,
    });
    expect(runs(hourly, '2026-11-01T04:00:00Z', '2026-11-01T07:00:00Z')).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ]);
  });

  it('reads weekdays and month ends on the zone’s clock', () => {
    // Friday 2026-04-03 22:00 in Los Angeles is Saturday 05:00Z.
    const friday = times({
      frequency: 'W',
      mask: 32,
      startAt: at('2026-04-04T05:00:00Z'),
      timeZone: 'America/Los_Angeles',
    });
    expect(iso(nextScheduleRun(friday, null))).toBe('2026-04-04T05:00:00.000Z');
    expect(iso(nextScheduleRun(friday, at('2026-04-04T05:00:00Z')))).toBe(
      '2026-04-11T05:00:00.000Z',
    );
    // The 31st at 20:00 in New York, monthly: the month's last day on its clock.
    const monthly = times({
      frequency: 'M',
      startAt: at('2026-02-01T01:00:00Z'),
      timeZone: NewYork,
    });
    expect(runs(monthly, '2026-01-01T00:00:00Z', '2026-05-01T00:00:00Z')).toEqual([
      '2026-02-01T01:00:00.000Z',
      '2026-03-01T01:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
      '2026-05-01T00:00:00.000Z',
    ]);
  });
});

describe('scheduleRunsBetween', () => {
  it('lists a month of runs, both ends included, up to the limit', () => {
    const hourly = times({ frequency: 'H', startAt: at('2026-04-01T00:00:00Z') });
    expect(
      scheduleRunsBetween(hourly, at('2026-04-01T00:00:00Z'), at('2026-05-01T23:00:00Z')),
    ).toHaveLength(744);
    expect(runs(hourly, '2026-04-02T00:00:00Z', '2026-04-02T02:00:00Z')).toEqual([
      '2026-04-02T00:00:00.000Z',
      '2026-04-02T01:00:00.000Z',
      '2026-04-02T02:00:00.000Z',
    ]);
    expect(runs(hourly, '2026-04-02T00:00:00Z', '2026-04-03T00:00:00Z', 2)).toHaveLength(2);
    expect(runs(hourly, '2026-04-02T00:00:00Z', '2026-04-03T00:00:00Z', 0)).toEqual([]);
    expect(runs(hourly, '2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z')).toEqual([]);
  });
});

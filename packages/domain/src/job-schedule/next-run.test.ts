import { describe, expect, it } from 'vitest';
import { nextScheduleRun, type JobScheduleTimes } from './next-run';
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

import { describe, expect, it } from 'vitest';
import {
  dayNumberOf,
  instantOfWallTime,
  isoDateOfDayNumber,
  isTimeZone,
  msOfTime,
  onClockOf,
  TemplateClock,
  wallTimeOf,
  weekdayOf,
  zonedDateTime,
  zonedDayAndTime,
} from './zoned-time';

const NewYork = 'America/New_York';
const iso = (t: Date | null) => t?.toISOString() ?? null;

describe('zoned time', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone(NewYork)).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('reads 24-hour times', () => {
    expect(msOfTime('00:00')).toBe(0);
    expect(msOfTime('23:59')).toBe((23 * 60 + 59) * 60_000);
    expect(msOfTime('07:30:15')).toBe((7 * 3600 + 30 * 60 + 15) * 1000);
    for (const bad of ['24:00', '7:30', '12:60', 'noon', '']) expect(msOfTime(bad)).toBeNull();
  });

  it('turns days into day numbers and weekdays and back', () => {
    expect(dayNumberOf('1970-01-01')).toBe(0);
    expect(isoDateOfDayNumber(dayNumberOf('2028-02-29'))).toBe('2028-02-29');
    expect(weekdayOf(dayNumberOf('2026-04-04'))).toBe(6);
    expect(weekdayOf(dayNumberOf('2026-04-05'))).toBe(0);
  });

  it('gives the instant of a wall-clock day and time, summer and winter', () => {
    expect(iso(zonedDateTime('2026-01-15', '09:00', NewYork))).toBe('2026-01-15T14:00:00.000Z');
    expect(iso(zonedDateTime('2026-07-15', '09:00', NewYork))).toBe('2026-07-15T13:00:00.000Z');
    expect(iso(zonedDateTime('2026-07-15', '09:00', 'UTC'))).toBe('2026-07-15T09:00:00.000Z');
    expect(iso(zonedDateTime('2026-07-15', '09:00', 'Asia/Kolkata'))).toBe(
      '2026-07-15T03:30:00.000Z',
    );
  });

  it('moves a skipped time on by the gap and takes the first of a repeated time', () => {
    // 2026-03-08 02:00 → 03:00 and 2026-11-01 02:00 → 01:00 in New York.
    expect(iso(zonedDateTime('2026-03-08', '02:30', NewYork))).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedDayAndTime(new Date('2026-03-08T07:30:00Z'), NewYork)).toEqual({
      day: '2026-03-08',
      time: '03:30',
    });
    expect(iso(zonedDateTime('2026-11-01', '01:30', NewYork))).toBe('2026-11-01T05:30:00.000Z');
  });

  it('refuses a missing or impossible day, time or zone', () => {
    expect(zonedDateTime(null, '09:00', NewYork)).toBeNull();
    expect(zonedDateTime('2026-02-30', '09:00', NewYork)).toBeNull();
    expect(zonedDateTime('2026-02-03', '', NewYork)).toBeNull();
    expect(zonedDateTime('2026-02-03', '09:00', 'Nowhere/Here')).toBeNull();
  });

  it('reads the wall clock back', () => {
    const t = instantOfWallTime(dayNumberOf('2026-06-30'), 23 * 3_600_000, NewYork);
    expect(wallTimeOf(t, NewYork)).toEqual({
      dayNumber: dayNumberOf('2026-06-30'),
      msOfDay: 23 * 3_600_000,
    });
    expect(zonedDayAndTime(t, 'UTC')).toEqual({ day: '2026-07-01', time: '03:00' });
  });

  it('places a template time on a community clock: the same wall time, the zone’s own offset', () => {
    const template = zonedDateTime('2027-01-01', '02:00', TemplateClock) ?? new Date(NaN);
    expect(iso(template)).toBe('2027-01-01T02:00:00.000Z');
    expect(iso(onClockOf(template, NewYork))).toBe('2027-01-01T07:00:00.000Z');
    expect(iso(onClockOf(template, 'America/Los_Angeles'))).toBe('2027-01-01T10:00:00.000Z');
    const july = zonedDateTime('2027-07-01', '02:00', TemplateClock) ?? new Date(NaN);
    expect(iso(onClockOf(july, NewYork))).toBe('2027-07-01T06:00:00.000Z');
    expect(zonedDayAndTime(onClockOf(july, 'Pacific/Honolulu'), 'Pacific/Honolulu')).toEqual({
      day: '2027-07-01',
      time: '02:00',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { JobId } from '../static-data/jobs';
import { JobScheduleMessages } from './messages';
import {
  cappedDayOfMonth,
  isDayOfMonth,
  validateJobSchedule,
  type JobScheduleInput,
} from './validate-job-schedule';

const input = (over: Partial<JobScheduleInput> = {}): JobScheduleInput => ({
  JobScheduleName: 'Monthly statements',
  Recipient: 'board@example.com',
  Frequency: 'O',
  Mask: 127,
  StartDateTime: new Date('2026-04-01T06:00:00Z'),
  ...over,
});

describe('validateJobSchedule (spec 3 §5 Scheduler)', () => {
  it('takes a complete schedule', () => {
    expect(validateJobSchedule(input(), JobId.Reports)).toEqual({});
  });

  it('requires the job name, at most 55 characters', () => {
    expect(validateJobSchedule(input({ JobScheduleName: '  ' }), 2)).toEqual({
      JobScheduleName: 'Job Name is required.',
    });
    expect(validateJobSchedule(input({ JobScheduleName: 'x'.repeat(56) }), 2)).toEqual({
      JobScheduleName: 'Job Name is too long, it should be less than 55 characters.',
    });
    expect(validateJobSchedule(input({ JobScheduleName: 'x'.repeat(55) }), 2)).toEqual({});
  });

  it('requires a recipient for the jobs that need one only', () => {
    for (const jobId of [1, 9, 12, 16, 17, 18, 19, 20, 21, 22]) {
      expect(validateJobSchedule(input({ Recipient: ' ' }), jobId)).toEqual({
        Recipient: 'Recipient is required.',
      });
    }
    expect(validateJobSchedule(input({ Recipient: null }), JobId.ReportPackages).Recipient).toBe(
      'Recipient is required.',
    );
    for (const jobId of [2, 3, 5, 6, 7, 8, 11]) {
      expect(validateJobSchedule(input({ Recipient: '' }), jobId)).toEqual({});
    }
  });

  it('requires a valid start date and time', () => {
    const message = 'Please enter a valid start date and time';
    expect(validateJobSchedule(input({ StartDateTime: null }), 2)).toEqual({
      StartDateTime: message,
    });
    expect(validateJobSchedule(input({ StartDateTime: new Date('nope') }), 2)).toEqual({
      StartDateTime: message,
    });
  });

  it('asks a day of the month from 1 to 31 of monthly … yearly schedules', () => {
    const message = 'Please enter a value between 1 and 31';
    for (const Frequency of ['M', 'Q', 'S', 'Y'] as const) {
      for (const DayOfMonth of [null, 0, 32, 2.5, Number.NaN]) {
        expect(validateJobSchedule(input({ Frequency, DayOfMonth }), 2)).toEqual({
          DayOfMonth: message,
        });
      }
      for (const DayOfMonth of [1, 29, 31, undefined]) {
        expect(validateJobSchedule(input({ Frequency, DayOfMonth }), 2)).toEqual({});
      }
    }
    expect(validateJobSchedule(input({ Frequency: 'D', DayOfMonth: null }), 2)).toEqual({});
  });

  it('needs a day to run on where the weekdays show, and an end not before the start', () => {
    expect(validateJobSchedule(input({ Frequency: 'D', Mask: 0 }), 2)).toEqual({
      Mask: JobScheduleMessages.noDay,
    });
    expect(validateJobSchedule(input({ Frequency: 'M', Mask: 0 }), 2)).toEqual({});
    expect(
      validateJobSchedule(input({ EndDateTime: new Date('2026-03-31T00:00:00Z') }), 2),
    ).toEqual({ EndDateTime: JobScheduleMessages.endBeforeStart });
    expect(validateJobSchedule(input({ EndDateTime: null }), 2)).toEqual({});
  });

  it('refuses an unknown time zone', () => {
    expect(validateJobSchedule(input({ timeZone: 'America/Chicago' }), 2)).toEqual({});
    expect(validateJobSchedule(input({ timeZone: 'Central' }), 2)).toEqual({
      timeZone: JobScheduleMessages.unknownTimeZone,
    });
  });

  it('gives every problem at once', () => {
    expect(
      Object.keys(
        validateJobSchedule(
          input({
            JobScheduleName: '',
            Recipient: '',
            Frequency: 'M',
            DayOfMonth: null,
            StartDateTime: null,
          }),
          JobId.Reports,
        ),
      ).sort(),
    ).toEqual(['DayOfMonth', 'JobScheduleName', 'Recipient', 'StartDateTime']);
  });
});

describe('day of month', () => {
  it('is a whole number from 1 to 31', () => {
    expect([1, 15, 31].every(isDayOfMonth)).toBe(true);
    expect([0, 32, 1.5, null, undefined, Number.NaN].some(isDayOfMonth)).toBe(false);
  });

  it('is capped at 28 in February and 29 in the other months', () => {
    expect(cappedDayOfMonth(31, 2)).toBe(28);
    expect(cappedDayOfMonth(29, 2)).toBe(28);
    expect(cappedDayOfMonth(27, 2)).toBe(27);
    for (let month = 1; month <= 12; month++) {
      if (month === 2) continue;
      expect(cappedDayOfMonth(31, month)).toBe(29);
      expect(cappedDayOfMonth(30, month)).toBe(29);
      expect(cappedDayOfMonth(28, month)).toBe(28);
    }
  });
});

import { JobId } from '@hoa/domain';
import { describe, expect, it } from 'vitest';
import {
  initialSchedule,
  scheduleOf,
  scheduleRules,
  type ScheduleFormValues,
  type ScheduleOptions,
} from './schedule-form';

const NewYork = 'America/New_York';
const now = new Date('2026-07-15T13:20:00Z'); // 09:20 in New York
const values = (over: Partial<ScheduleFormValues> = {}): ScheduleFormValues => ({
  ...initialSchedule('Trial Balance', 'O', NewYork, now),
  recipient: 'board@example.com',
  ...over,
});
const options: ScheduleOptions = { jobId: JobId.Reports, timeZone: NewYork, withDayOfMonth: true };

describe('scheduler form', () => {
  it('starts from the default schedule at the next whole hour on the zone’s clock', () => {
    expect(initialSchedule('x'.repeat(60), 'O', NewYork, now)).toEqual({
      frequency: 'O',
      mask: 127,
      excludeWeekends: false,
      rememberedMask: null,
      name: 'x'.repeat(55),
      recipient: '',
      format: '0',
      dayOfMonth: 15,
      startDate: '2026-07-15',
      startTime: '10:00',
      endDate: null,
    });
    const late = initialSchedule('Report', 'M', 'UTC', new Date('2026-12-31T23:30:00Z'));
    expect([late.startDate, late.startTime, late.frequency]).toEqual(['2027-01-01', '00:00', 'M']);
  });

  it('sends the start and the end of the end day as instants, with the mask', () => {
    expect(scheduleOf(values({ mask: 62, endDate: '2026-12-31' }), options)).toEqual({
      JobScheduleName: 'Trial Balance',
      Frequency: 'O',
      Mask: 62,
      DayOfMonth: null,
      excludeWeekends: false,
      StartDateTime: '2026-07-15T14:00:00.000Z',
      EndDateTime: '2027-01-01T04:59:59.000Z',
    });
    expect(scheduleOf(values({ startTime: '' }), options)).not.toHaveProperty('StartDateTime');
  });

  it('sends the day of month and exclude weekends where the frequency keeps them', () => {
    const monthly = values({ frequency: 'M', dayOfMonth: 10, excludeWeekends: true });
    expect(scheduleOf(monthly, options)).toMatchObject({ DayOfMonth: 10, excludeWeekends: true });
    expect(scheduleOf(monthly, { ...options, withDayOfMonth: false })).toMatchObject({
      DayOfMonth: null,
    });
    const daily = values({ frequency: 'D', dayOfMonth: 10, excludeWeekends: true });
    expect(scheduleOf(daily, options)).toMatchObject({ DayOfMonth: null, excludeWeekends: false });
  });

  it('puts the domain’s messages under the form’s fields', () => {
    const rules = scheduleRules(options);
    expect(rules(values())).toEqual({});
    expect(
      rules(
        values({ name: ' ', recipient: '', frequency: 'M', dayOfMonth: '', startTime: '25:00' }),
      ),
    ).toEqual({
      name: 'Job Name is required.',
      recipient: 'Recipient is required.',
      dayOfMonth: 'Please enter a value between 1 and 31',
      startTime: 'Please enter a valid start date and time',
    });
    expect(rules(values({ startDate: null }))).toEqual({
      startDate: 'Please enter a valid start date and time',
    });
    expect(rules(values({ frequency: 'D', mask: 0 })).mask).toBe(
      'The schedule runs on no day of the week (Mask).',
    );
    expect(rules(values({ endDate: '2026-07-01' })).endDate).toBe(
      'The schedule ends before it starts.',
    );
  });

  it('does not ask the day of the month where the schedule cannot keep it', () => {
    const rules = scheduleRules({ ...options, withDayOfMonth: false });
    expect(rules(values({ frequency: 'M', dayOfMonth: '' }))).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import {
  dueOccurrences,
  scheduleDate,
  scheduledInvoiceNumber,
  startSchedule,
} from './invoice-schedule';

describe('scheduleDate', () => {
  it('keeps the anchor’s day of month where the month has it: Jan 31 → Feb 28/29 → Mar 31', () => {
    const monthly = [1, 2, 3, 4].map((n) => scheduleDate('2026-01-31', 'monthly', n));
    expect(monthly).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(scheduleDate('2028-01-31', 'monthly', 1)).toBe('2028-02-29');
  });

  it('steps three months for quarterly and twelve for annually, across years', () => {
    expect(scheduleDate('2026-11-30', 'quarterly', 1)).toBe('2027-02-28');
    expect(scheduleDate('2026-11-30', 'quarterly', 2)).toBe('2027-05-30');
    expect(scheduleDate('2028-02-29', 'annually', 1)).toBe('2029-02-28');
    expect(scheduleDate('2028-02-29', 'annually', 4)).toBe('2032-02-29');
  });

  it('has no dates for once, and the anchor itself at n = 0', () => {
    expect(scheduleDate('2026-03-05', 'once', 1)).toBeNull();
    expect(scheduleDate('2026-03-05', 'monthly', 0)).toBe('2026-03-05');
  });
});

describe('startSchedule', () => {
  it('runs first one step after the anchor', () => {
    expect(startSchedule('2026-03-05', 'monthly', '2026-03-05')).toEqual({
      anchor: '2026-03-05',
      nextOccurrence: 1,
      nextRunDate: '2026-04-05',
    });
  });

  it('skips occurrences already past on the day it is saved (a back-dated invoice)', () => {
    expect(startSchedule('2026-01-31', 'monthly', '2026-04-10')).toEqual({
      anchor: '2026-01-31',
      nextOccurrence: 3,
      nextRunDate: '2026-04-30',
    });
    expect(startSchedule('2026-01-31', 'monthly', '2026-04-30')?.nextRunDate).toBe('2026-05-31');
  });

  it('has no schedule for once', () => {
    expect(startSchedule('2026-03-05', 'once', '2026-03-05')).toBeNull();
  });
});

describe('dueOccurrences', () => {
  const state = { anchor: '2026-01-31', nextOccurrence: 1, nextRunDate: '2026-02-28' };

  it('makes nothing before the next run date', () => {
    expect(dueOccurrences(state, 'monthly', '2026-02-27')).toEqual({
      occurrences: [],
      next: state,
    });
  });

  it('makes the occurrence due on its day and moves on to the next', () => {
    expect(dueOccurrences(state, 'monthly', '2026-02-28')).toEqual({
      occurrences: [{ n: 1, date: '2026-02-28' }],
      next: { anchor: '2026-01-31', nextOccurrence: 2, nextRunDate: '2026-03-31' },
    });
  });

  it('catches up every occurrence a missed run left behind', () => {
    const run = dueOccurrences(state, 'monthly', '2026-05-15');
    expect(run.occurrences.map((o) => o.date)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    expect(run.next).toEqual({
      anchor: '2026-01-31',
      nextOccurrence: 4,
      nextRunDate: '2026-05-31',
    });
    expect(dueOccurrences(run.next, 'monthly', '2026-05-15').occurrences).toEqual([]);
  });
});

describe('scheduledInvoiceNumber', () => {
  it('adds the invoice date to the template’s number, within 25 characters', () => {
    expect(scheduledInvoiceNumber('GS-10482', 7, '2026-04-05')).toBe('GS-10482-2026-04-05');
    expect(scheduledInvoiceNumber('A-VERY-LONG-CONTRACT-NO', 7, '2026-04-05')).toBe(
      'A-VERY-LONG-CO-2026-04-05',
    );
    expect(scheduledInvoiceNumber(null, 7, '2026-04-05')).toBe('T7-2026-04-05');
    expect(scheduledInvoiceNumber('  ', 7, '2026-04-05')).toBe('T7-2026-04-05');
  });
});

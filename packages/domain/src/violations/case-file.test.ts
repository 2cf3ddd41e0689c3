import { describe, expect, it } from 'vitest';
import {
  CaseFileMessages,
  deliveryTitle,
  orderTimeline,
  violationEventOf,
  type TimelineOrderFields,
} from './case-file';

const line = (Kind: TimelineOrderFields['Kind'], On: string, At: string | null = null) => ({
  Kind,
  On,
  At,
});

describe('the violation timeline', () => {
  it('orders by day, then instant, then a day’s kinds (observed, level, letter, fine, its removal, delivery, hearing, note, state)', () => {
    const entries = [
      line('Resolved', '2026-03-20', '2026-03-20T18:00:00Z'),
      line('FineRemoved', '2026-03-16'),
      line('Delivery', '2026-03-04', '2026-03-04T15:00:00Z'),
      line('Fine', '2026-03-16'),
      line('Note', '2026-03-16', '2026-03-16T09:00:00Z'),
      line('Letter', '2026-03-16'),
      line('Level', '2026-03-16'),
      line('Hearing', '2026-03-10'),
      line('Letter', '2026-03-02'),
      line('Level', '2026-03-02'),
      line('Observed', '2026-03-02'),
      line('Note', '2026-03-16', '2026-03-16T08:00:00Z'),
    ];
    expect(orderTimeline(entries).map((e) => `${e.On} ${e.Kind} ${e.At ?? ''}`.trim())).toEqual([
      '2026-03-02 Observed',
      '2026-03-02 Level',
      '2026-03-02 Letter',
      '2026-03-04 Delivery 2026-03-04T15:00:00Z',
      '2026-03-10 Hearing',
      '2026-03-16 Level',
      '2026-03-16 Letter',
      '2026-03-16 Fine',
      '2026-03-16 FineRemoved',
      '2026-03-16 Note 2026-03-16T08:00:00Z',
      '2026-03-16 Note 2026-03-16T09:00:00Z',
      '2026-03-20 Resolved 2026-03-20T18:00:00Z',
    ]);
  });

  it('orders a day’s steps by when they were recorded: a hearing before the level it allowed', () => {
    const at = (time: string) => `2026-11-29T${time}:00.000Z`;
    const entries = [
      line('Fine', '2026-11-29', at('10:05')),
      line('Level', '2026-11-29', at('10:05')),
      line('Hearing', '2026-11-29', at('10:01')),
      line('Delivery', '2026-11-29', at('09:30')),
      line('Letter', '2026-11-29', at('09:00')),
      line('Level', '2026-11-29', at('09:00')),
      line('Observed', '2026-11-29'),
    ];
    expect(orderTimeline(entries).map((e) => e.Kind)).toEqual([
      'Observed',
      'Level',
      'Letter',
      'Delivery',
      'Hearing',
      'Level',
      'Fine',
    ]);
  });

  it('keeps the recorded order of lines alike and leaves its input as it was', () => {
    const first = { ...line('Reopened', '2026-04-01'), n: 1 };
    const second = { ...line('Resolved', '2026-04-01'), n: 2 };
    const input = [first, second];
    expect(orderTimeline(input).map((e) => e.n)).toEqual([1, 2]);
    expect(orderTimeline([second, first]).map((e) => e.n)).toEqual([2, 1]);
    expect(input).toEqual([first, second]);
  });

  it('words deliveries by channel and state changes as events', () => {
    expect(deliveryTitle('Email', 'Ann Lee')).toBe('Emailed to Ann Lee');
    expect(deliveryTitle('Print', 'Ann Lee')).toBe('Printed and mailed to Ann Lee');
    expect(deliveryTitle('Certified', 'Ann Lee')).toBe('Certified mail to Ann Lee');
    expect(violationEventOf('Open')).toBe('Reopened');
    expect(violationEventOf('Closed')).toBe('Closed');
    expect(CaseFileMessages.batchRefused(12, 'This violation is Resolved, not Open.')).toBe(
      'Violation #12 cannot be changed, so none were: This violation is Resolved, not Open.',
    );
    expect(CaseFileMessages.batchResolved(1)).toBe('1 violation has been resolved.');
    expect(CaseFileMessages.batchReopened(3)).toBe('3 violations have been reopened.');
  });
});

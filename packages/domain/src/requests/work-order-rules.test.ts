import { describe, expect, it } from 'vitest';
import { defaultTargetDate, overdueAlertMail } from './work-order-rules';

describe('Work order rules', () => {
  it('takes the target day given, else the work order day plus the default days', () => {
    expect(defaultTargetDate('2026-05-09', '2026-05-01', 7)).toBe('2026-05-09');
    expect(defaultTargetDate(null, '2026-05-01', 7)).toBeNull();
    expect(defaultTargetDate(undefined, '2026-05-01', 7)).toBe('2026-05-08');
    expect(defaultTargetDate(undefined, '2026-12-30', 3)).toBe('2027-01-02');
    expect(defaultTargetDate(undefined, '2026-05-01', null)).toBeNull();
  });

  it('lists every overdue work order of an assignee in one message', () => {
    const one = overdueAlertMail('Ann', [
      { Id: 7, Summary: 'Leak', Community: 'Oaks', Why: 'response overdue' },
    ]);
    expect(one.subject).toBe('1 overdue work order');
    expect(one.body).toContain('- #7 Leak (Oaks): response overdue');
    const two = overdueAlertMail('Ann', [
      { Id: 7, Summary: 'Leak', Community: 'Oaks', Why: 'response overdue' },
      { Id: 8, Summary: 'Gate', Community: 'Oaks', Why: 'completion overdue' },
    ]);
    expect(two.subject).toBe('2 overdue work orders');
    expect(two.body.split('\n').filter((l) => l.startsWith('- #'))).toHaveLength(2);
  });
});

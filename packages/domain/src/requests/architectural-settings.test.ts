import { describe, expect, it } from 'vitest';
import { errorMessage, ErrorCatalogue } from '../error-codes';
import {
  architecturalDaysLeft,
  architecturalDueDate,
  architecturalReminderDates,
  architecturalSettingsProblems,
  DefaultArchitecturalSettings,
  type ArchitecturalSettingsFields,
} from './architectural-settings';
import { isArcProcessInUse } from './arc-action-processes';

const settings = (
  more: Partial<ArchitecturalSettingsFields> = {},
): ArchitecturalSettingsFields => ({
  ...DefaultArchitecturalSettings,
  ...more,
});
const messages = (s: ArchitecturalSettingsFields, members = 5) =>
  architecturalSettingsProblems(s, members).map((p) => p.message);

describe('architectural settings', () => {
  it('accepts the defaults and a committee review within the committee', () => {
    expect(messages(settings())).toEqual([]);
    expect(
      messages(settings({ IsCommitteeApprovalRequired: true, RequiredCommitteeApprovals: 3 }), 3),
    ).toEqual([]);
    expect(
      messages(
        settings({
          RequiredInternalApprovals: 0,
          IsCommitteeApprovalRequired: true,
          RequiredCommitteeApprovals: 1,
        }),
      ),
    ).toEqual([]);
  });

  it('bounds the response deadline to 1..365 whole days', () => {
    for (const days of [0, 366, -1, 1.5])
      expect(messages(settings({ ResponseDeadlineDays: days }))).toEqual([
        'Response deadline must be 1 to 365 days.',
      ]);
    expect(messages(settings({ ResponseDeadlineDays: 1 }))).toEqual([]);
    expect(messages(settings({ ResponseDeadlineDays: 365 }))).toEqual([]);
  });

  it('bounds the internal approvals and wants some approval', () => {
    expect(messages(settings({ RequiredInternalApprovals: 21 }))).toEqual([
      'Required internal approvals must be 0 to 20.',
    ]);
    expect(messages(settings({ RequiredInternalApprovals: 0 }))).toEqual([
      'A request needs at least one internal or committee approval.',
    ]);
  });

  it('keeps the committee approvals within what the committee can give', () => {
    const committee = (n: number, required = true) =>
      settings({ IsCommitteeApprovalRequired: required, RequiredCommitteeApprovals: n });
    expect(messages(committee(4), 3)).toEqual([
      'Required committee approvals cannot exceed the 3 members of the architectural committee.',
    ]);
    expect(messages(committee(1), 0)).toEqual([
      'Required committee approvals cannot exceed the 0 members of the architectural committee.',
    ]);
    expect(messages(committee(0))).toEqual([
      'Committee approval needs at least one required committee approval.',
    ]);
    expect(messages(committee(2, false))).toEqual([
      'Required committee approvals must be 0 when committee approval is not needed.',
    ]);
    expect(messages(committee(-1))).toEqual(['Required committee approvals must be 0 or more.']);
  });

  it('gives the settings problem as its own message', () => {
    expect(ErrorCatalogue.ArchitecturalSettingsInvalid.status).toBe(400);
    expect(errorMessage('ArchitecturalSettingsInvalid', 'x')).toBe('x');
    expect(errorMessage('ArcActionProcessInUse')).toBe(
      'Arc action process is used, cannot remove.',
    );
    expect(ErrorCatalogue.ArcActionProcessInUse.status).toBe(409);
  });
});

describe('the deadline of a request', () => {
  it('is due the received date plus the deadline days, across months and leap days', () => {
    expect(architecturalDueDate('2026-01-15', 30)).toBe('2026-02-14');
    expect(architecturalDueDate('2028-02-20', 10)).toBe('2028-03-01');
    expect(architecturalDueDate('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('counts the days left, 0 on the day and negative once late', () => {
    expect(architecturalDaysLeft('2026-02-14', '2026-02-01')).toBe(13);
    expect(architecturalDaysLeft('2026-02-14', '2026-02-14')).toBe(0);
    expect(architecturalDaysLeft('2026-02-14', '2026-02-16')).toBe(-2);
  });

  it('reminds half-way and the day before, once each', () => {
    expect(architecturalReminderDates('2026-01-01', 30)).toEqual(['2026-01-16', '2026-01-30']);
    expect(architecturalReminderDates('2026-01-01', 3)).toEqual(['2026-01-02', '2026-01-03']);
    expect(architecturalReminderDates('2026-01-01', 2)).toEqual(['2026-01-02']);
    expect(architecturalReminderDates('2026-01-01', 1)).toEqual([]);
  });

  it('refuses what is not an ISO date', () => {
    expect(() => architecturalDueDate('01/15/2026', 3)).toThrow('Not an ISO date');
  });
});

describe('ARC action process use', () => {
  it('is in use while a code or a request uses it', () => {
    expect(isArcProcessInUse({ CodeCount: 0, RequestCount: 0 })).toBe(false);
    expect(isArcProcessInUse({ CodeCount: 1, RequestCount: 0 })).toBe(true);
    expect(isArcProcessInUse({ CodeCount: 0, RequestCount: 2 })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  GeneralRequestMessages as M,
  GeneralRequestSources,
  generalRequestFactsError,
  generalRequestKpi,
} from './general-requests';

describe('general requests', () => {
  it('lists the spec’s sources with their ids', () => {
    expect(GeneralRequestSources).toEqual([
      { SourceId: 1, SourceName: 'Phone' },
      { SourceId: 2, SourceName: 'Email' },
      { SourceId: 3, SourceName: 'Mail' },
      { SourceId: 4, SourceName: 'Portal' },
      { SourceId: 5, SourceName: 'Other' },
    ]);
    expect(M.closeFailed).toBe(
      'An unexpected error occurred while trying to close the general request.',
    );
  });

  it('refuses a request without subject, of an unknown source, received later or due before', () => {
    const facts = { Subject: 'Pool hours', SourceId: 1, ReceivedDate: '2026-03-02', DueDate: null };
    const today = '2026-03-10';
    expect(generalRequestFactsError(facts, today)).toBeNull();
    expect(generalRequestFactsError({ ...facts, Subject: '  ' }, today)).toBe(M.subjectRequired);
    expect(generalRequestFactsError({ ...facts, SourceId: 9 }, today)).toBe(M.sourceUnknown);
    expect(generalRequestFactsError({ ...facts, ReceivedDate: '2026-03-11' }, today)).toBe(
      M.receivedInFuture,
    );
    expect(generalRequestFactsError({ ...facts, DueDate: '2026-03-01' }, today)).toBe(
      M.dueBeforeReceived,
    );
    expect(generalRequestFactsError({ ...facts, DueDate: '2026-03-02' }, today)).toBeNull();
  });

  it('counts open, overdue, this month’s and the mean days to close', () => {
    const today = '2026-03-10';
    expect(
      generalRequestKpi(
        [
          { State: 'Open', ReceivedDate: '2026-02-20', DueDate: '2026-03-01', ClosedDate: null },
          { State: 'Open', ReceivedDate: '2026-03-02', DueDate: '2026-03-20', ClosedDate: null },
          { State: 'Open', ReceivedDate: '2026-03-03', DueDate: null, ClosedDate: null },
          { State: 'Closed', ReceivedDate: '2026-02-01', DueDate: null, ClosedDate: '2026-02-04' },
          { State: 'Closed', ReceivedDate: '2026-03-01', DueDate: null, ClosedDate: '2026-03-05' },
        ],
        today,
      ),
    ).toEqual({
      CountOpen: 3,
      CountOverdue: 1,
      CountReceivedThisMonth: 3,
      CountClosedThisMonth: 1,
      AverageDaysToClose: 3.5,
    });
    expect(generalRequestKpi([], today).AverageDaysToClose).toBeNull();
  });
});

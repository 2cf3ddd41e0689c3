import { describe, expect, it } from 'vitest';
import {
  boardPacketFileName,
  closeChecklist,
  monthBounds,
  monthLabel,
  openChecks,
  recentMonths,
  publishProblem,
  type CloseFacts,
} from './board-packets';

const closed: CloseFacts = {
  endDate: '2026-06-30',
  bankAccounts: [{ Name: 'Operating 1234', ReconciledThrough: '2026-06-30' }],
  unenteredInvoices: [],
  hasRecurringCharges: true,
  chargeRuns: { posted: 1, accrued: 0 },
  lateFeesSetUp: true,
  lateFeeRuns: { posted: 1, accrued: 0 },
  unpostedJournalEntries: [],
};

describe('monthBounds', () => {
  it('gives the first and last day, leap years included', () => {
    expect(monthBounds('2026-06')).toEqual({ startDate: '2026-06-01', endDate: '2026-06-30' });
    expect(monthBounds('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthLabel('2026-12')).toBe('December 2026');
  });
  it('lists recent months newest first across a year end', () => {
    expect(recentMonths('2026-02-14', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
  it('refuses what is not a YYYY-MM month', () => {
    for (const bad of ['2026-13', '2026-6', '06/2026', '2026-00', '']) {
      expect(monthBounds(bad)).toBeNull();
    }
  });
});

describe('closeChecklist', () => {
  it('passes a closed month', () => {
    const checks = closeChecklist(closed);
    expect(checks.map((c) => c.Passed)).toEqual([true, true, true, true, true]);
    expect(openChecks(checks)).toEqual([]);
  });

  it('names what is missing for each check', () => {
    const checks = closeChecklist({
      ...closed,
      bankAccounts: [
        { Name: 'Operating 1234', ReconciledThrough: '2026-05-31' },
        { Name: 'Reserve 9876', ReconciledThrough: null },
        { Name: 'Money market', ReconciledThrough: '2026-07-31' },
      ],
      unenteredInvoices: [
        { Vendor: 'Acme Pools', InvoiceNumber: 'A-7', InboxState: 'in approval' },
      ],
      chargeRuns: { posted: 0, accrued: 1 },
      lateFeeRuns: { posted: 0, accrued: 0 },
      unpostedJournalEntries: [{ Reference: 'JE-4', Date: '2026-06-15' }],
    });
    expect(checks.every((c) => !c.Passed)).toBe(true);
    expect(checks[0]?.Missing).toEqual([
      'Operating 1234: reconciled through 05/31/2026, not 06/30/2026',
      'Reserve 9876: never reconciled',
    ]);
    expect(checks[1]?.Missing).toEqual(['Acme Pools invoice A-7: in approval']);
    expect(checks[2]?.Missing).toEqual(['1 charge run(s) accrued but not posted']);
    expect(checks[3]?.Missing).toEqual(['No late fee run posted for the month ending 06/30/2026']);
    expect(checks[4]?.Missing).toEqual(['Journal entry JE-4 of 06/15/2026 not posted']);
    expect(openChecks(checks)).toEqual([
      'BankAccountsReconciled',
      'PayablesEntered',
      'ChargesPosted',
      'LateFeesPosted',
      'JournalEntriesPosted',
    ]);
  });

  it('needs no run where no charges or late fees are set up', () => {
    const checks = closeChecklist({
      ...closed,
      hasRecurringCharges: false,
      chargeRuns: { posted: 0, accrued: 0 },
      lateFeesSetUp: false,
      lateFeeRuns: { posted: 0, accrued: 0 },
    });
    expect(openChecks(checks)).toEqual([]);
  });
});

describe('publishProblem', () => {
  it('publishes only the latest version, once', () => {
    expect(publishProblem({ Version: 2, PublishedAt: null }, 2)).toBeNull();
    expect(publishProblem({ Version: 1, PublishedAt: null }, 2)).toEqual({
      code: 'BoardPacketNotLatest',
      latest: 2,
    });
    expect(publishProblem({ Version: 2, PublishedAt: '2026-07-01T00:00:00Z' }, 2)).toEqual({
      code: 'BoardPacketAlreadyPublished',
    });
  });
});

describe('boardPacketFileName', () => {
  it('names the community, month, version and edition', () => {
    expect(boardPacketFileName('Oak Ridge HOA', '2026-06', 2, 'Board')).toBe(
      'Board Packet Oak Ridge HOA 2026-06 v2.pdf',
    );
    expect(boardPacketFileName('A/B: C', '2026-06', 1, 'Homeowner')).toBe(
      'Board Packet AB C 2026-06 v1 Homeowner Edition.pdf',
    );
  });
});

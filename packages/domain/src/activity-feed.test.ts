import { describe, expect, it } from 'vitest';
import {
  AlertsPageSize,
  canCloseFromFeed,
  canCompleteFromFeed,
  CommunityFeedKinds,
  CommunityFeeds,
  DefaultFeedDays,
  FeedDayOptions,
  feedFilterTxnTypeIds,
  FeedFilters,
  feedGroupOf,
  FeedPageSize,
  FeedPaginationButtons,
  feedStartDate,
  feedStatusIds,
  filterIncludesAccountingNotes,
  KpiFeeds,
  KpiFeedSize,
  pageCountOf,
  paginationWindow,
  statusLabel,
  txnTypeLabel,
  unreadableTxnTypeIds,
} from './activity-feed';
import { instantAtOffset } from './time-zone-offset';

describe('item feed filters', () => {
  it('offers all, accounting, communication and management', () => {
    expect(FeedFilters).toEqual(['all', 'accounting', 'communication', 'management']);
    expect(feedFilterTxnTypeIds('all')).toBeNull();
  });

  it('puts ledger, receivables and payables types under accounting', () => {
    const accounting = feedFilterTxnTypeIds('accounting') ?? [];
    for (const id of [40, 41, 45, 48, 51, 53, 56, 57, 59, 60, 66, 72, 90, 100, 102]) {
      expect(accounting).toContain(id);
    }
    expect(accounting).not.toContain(64);
    expect(accounting).not.toContain(62);
  });

  it('puts e-mails, letters, message batches and comments under communication', () => {
    const communication = feedFilterTxnTypeIds('communication') ?? [];
    expect(communication).toEqual(expect.arrayContaining([54, 61, 64, 70, 78, 92, 85, 86, 87]));
    expect(communication).not.toContain(65);
  });

  it('puts violations, work orders, requests and tasks under management', () => {
    expect([...(feedFilterTxnTypeIds('management') ?? [])].sort((a, b) => a - b)).toEqual([
      37, 62, 63, 65, 96, 97,
    ]);
  });

  it('keeps the three named groups apart', () => {
    const [a, c, m] = (['accounting', 'communication', 'management'] as const).map(
      (f) => new Set(feedFilterTxnTypeIds(f)),
    );
    for (const id of a ?? []) {
      expect(c?.has(id) || m?.has(id)).toBe(false);
    }
    for (const id of c ?? []) expect(m?.has(id)).toBe(false);
  });

  it('shows accounting-flagged notes only under accounting', () => {
    expect(FeedFilters.filter(filterIncludesAccountingNotes)).toEqual(['accounting']);
  });

  it('names the group of a type for its badge', () => {
    expect(feedGroupOf(48)).toBe('accounting');
    expect(feedGroupOf(64)).toBe('communication');
    expect(feedGroupOf(65)).toBe('management');
    expect(feedGroupOf(98)).toBe('all');
  });
});

describe('feed statuses, dates and paging', () => {
  it('defaults to statuses 4, 9, 10, 5, 13 and never shows 16', () => {
    expect(feedStatusIds(undefined)).toEqual([4, 9, 10, 5, 13]);
    expect(feedStatusIds([])).toEqual([4, 9, 10, 5, 13]);
    expect(feedStatusIds([3, 16, 3])).toEqual([3]);
  });

  it('offers 30, 60, 90 days or all, 30 by default', () => {
    expect(FeedDayOptions).toEqual([30, 60, 90]);
    expect(DefaultFeedDays).toBe(30);
    expect(feedStartDate('2025-03-15', 30)).toBe('2025-02-13');
    expect(feedStartDate('2024-03-01', 60)).toBe('2024-01-01');
    expect(feedStartDate('2025-01-10', 90)).toBe('2024-10-12');
    expect(feedStartDate('2025-01-10', 'all')).toBeNull();
    expect(() => feedStartDate('2025-02-30', 30)).toThrow();
  });

  it('pages 6 items with 5 buttons', () => {
    expect(FeedPageSize).toBe(6);
    expect(FeedPaginationButtons).toBe(5);
    expect(pageCountOf(0)).toBe(0);
    expect(pageCountOf(6)).toBe(1);
    expect(pageCountOf(7)).toBe(2);
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(paginationWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(paginationWindow(40, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('pages alerts by 10', () => {
    expect(AlertsPageSize).toBe(10);
  });
});

describe('per-community and KPI feeds', () => {
  it('has one definition per feed kind', () => {
    expect(CommunityFeeds.map((f) => f.Kind)).toEqual([...CommunityFeedKinds]);
    expect(CommunityFeeds.find((f) => f.Kind === 'Violation')?.TxnTypeIds).toEqual([37]);
    expect(CommunityFeeds.find((f) => f.Kind === 'GeneralRequest')?.TxnTypeIds).toEqual([96]);
    expect(CommunityFeeds.find((f) => f.Kind === 'Architectural')?.TxnTypeIds).toEqual([97]);
    expect(CommunityFeeds.find((f) => f.Kind === 'CashReceipt')?.TxnTypeIds).toEqual([
      48, 49, 50, 51, 66,
    ]);
    expect(CommunityFeeds.find((f) => f.Kind === 'Vendor')?.AgentTypeIds).toEqual([7, 15]);
  });

  it('reads the committee (10, 11) and amenity (8) items, notes and tasks, and the filter groups', () => {
    const kind = (k: string) => CommunityFeeds.find((f) => f.Kind === k);
    expect(kind('Committee')?.AgentTypeIds).toEqual([10, 11]);
    expect(kind('Amenity')?.AgentTypeIds).toEqual([8]);
    expect(kind('General')?.TxnTypeIds).toEqual([64, 65]);
    expect(kind('Communication')?.TxnTypeIds).toEqual(feedFilterTxnTypeIds('communication'));
    expect(kind('Management')?.TxnTypeIds).toEqual(feedFilterTxnTypeIds('management'));
  });

  it('shows 5 KPI items, open (10) except cash receipts (3)', () => {
    expect(KpiFeedSize).toBe(5);
    expect(KpiFeeds.map((f) => [f.Kind, f.StatusIds])).toEqual([
      ['CashReceipts', [3]],
      ['Invoices', [10]],
      ['JournalEntries', [10]],
      ['ServiceRequests', [10]],
      ['WorkOrders', [10]],
    ]);
  });

  it('closes open management items (not architectural requests) and completes open tasks from the feed', () => {
    // An architectural request (97) closes with its decision and letter, not from the feed.
    expect([37, 62, 63, 96, 97, 65, 48].filter((t) => canCloseFromFeed(t, 10))).toEqual([
      37, 62, 63, 96,
    ]);
    expect(canCloseFromFeed(62, 9)).toBe(false);
    expect(canCompleteFromFeed(65, 10)).toBe(true);
    expect(canCompleteFromFeed(65, 5)).toBe(false);
    expect(canCompleteFromFeed(64, 10)).toBe(false);
  });
});

describe('labels', () => {
  it('names types and statuses, and falls back to the id', () => {
    expect(txnTypeLabel(65)).toBe('Task');
    expect(txnTypeLabel(54)).toBe('Transaction type 54');
    expect(statusLabel(10)).toBe('Open');
    expect(statusLabel(99)).toBe('Status 99');
  });
});

describe('unreadable types', () => {
  it('hides the types whose claim the user cannot read', () => {
    const read = (Claim: string) => ({
      Claim,
      CanCreate: false,
      CanRead: true,
      CanUpdate: false,
      CanDelete: false,
    });
    const hidden = unreadableTxnTypeIds([read('apinvoice'), read('gljournalentries')]);
    expect(hidden).not.toContain(56);
    expect(hidden).not.toContain(90);
    expect(hidden).not.toContain(60);
    expect(hidden).toEqual(expect.arrayContaining([37, 40, 48, 49, 53, 57, 62, 63]));
    expect(hidden).not.toContain(64);
    expect(hidden).not.toContain(65);
  });
});

describe('feed times at the caller’s offset (timeZoneOffset)', () => {
  const instant = '2026-12-02T00:04:05.000Z';
  it('writes the instant on the caller’s wall clock with its offset', () => {
    expect(instantAtOffset(instant, 300)).toBe('2026-12-01T19:04:05-05:00');
    expect(instantAtOffset(instant, -330)).toBe('2026-12-02T05:34:05+05:30');
    expect(instantAtOffset(instant, 0)).toBe('2026-12-02T00:04:05+00:00');
    expect(instantAtOffset(new Date(instant), -840)).toBe('2026-12-02T14:04:05+14:00');
  });
  it('keeps the instant itself', () => {
    for (const offset of [300, -330, 0, 720]) {
      expect(new Date(instantAtOffset(instant, offset)).toISOString()).toBe(instant);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { daysBetween } from '../journal-entry';
import { apAgingBucket } from './ap-reports';
import {
  calendarYearRange,
  defaultTenNinetyNineYear,
  isTenNinetyNineReportable,
  tenNinetyNineMinimumCents,
} from './ten-ninety-nine';

describe('AP aging buckets', () => {
  it('counts days past due across months and years', () => {
    expect(daysBetween('2026-10-31', '2026-11-21')).toBe(21);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
  });
  it('puts not-yet-due and due-today invoices in current', () => {
    expect(apAgingBucket('2026-12-01', '2026-11-21')).toBe('current');
    expect(apAgingBucket('2026-11-21', '2026-11-21')).toBe('current');
  });
  it('puts the edges of each bucket where they belong', () => {
    const asOf = '2026-11-21';
    expect(apAgingBucket('2026-11-20', asOf)).toBe('days1to30');
    expect(apAgingBucket('2026-10-22', asOf)).toBe('days1to30'); // 30 days
    expect(apAgingBucket('2026-10-21', asOf)).toBe('days31to60'); // 31
    expect(apAgingBucket('2026-09-22', asOf)).toBe('days31to60'); // 60
    expect(apAgingBucket('2026-09-21', asOf)).toBe('days61to90'); // 61
    expect(apAgingBucket('2026-08-23', asOf)).toBe('days61to90'); // 90
    expect(apAgingBucket('2026-08-22', asOf)).toBe('over90'); // 91
  });
});

describe('1099 defaults', () => {
  it('defaults to the prior calendar year', () => {
    expect(defaultTenNinetyNineYear('2026-11-21')).toBe(2025);
    expect(defaultTenNinetyNineYear('2026-01-01')).toBe(2025);
    expect(calendarYearRange(2025)).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });
  it('lists vendors paid at least the minimum, 600.00 by default', () => {
    const min = tenNinetyNineMinimumCents(undefined);
    expect(min).toBe(60_000);
    expect(isTenNinetyNineReportable(60_000, min)).toBe(true);
    expect(isTenNinetyNineReportable(59_999, min)).toBe(false);
    expect(tenNinetyNineMinimumCents(1000.5)).toBe(100_050);
    expect(isTenNinetyNineReportable(0, tenNinetyNineMinimumCents(0))).toBe(false);
  });
});

// Accounts payable reports (spec 2 §7 'Reports in this area'): aging of open invoices by due date.

import { daysBetween } from '../journal-entry';

/** The aging buckets of the aged open items report and the AP dashboard, in column order. */
export const ApAgingBuckets = [
  { Key: 'current', Title: 'Current' },
  { Key: 'days1to30', Title: '1-30' },
  { Key: 'days31to60', Title: '31-60' },
  { Key: 'days61to90', Title: '61-90' },
  { Key: 'over90', Title: 'Over 90' },
] as const;

export type ApAgingBucket = (typeof ApAgingBuckets)[number]['Key'];

/**
 * The bucket of an open invoice as of a date, by its due date (its invoice date when it has none):
 * not yet past due is current; then 1-30, 31-60, 61-90 and over 90 days past due.
 */
export function apAgingBucket(dueDate: string, asOfDate: string): ApAgingBucket {
  const late = daysBetween(dueDate, asOfDate);
  if (late <= 0) return 'current';
  if (late <= 30) return 'days1to30';
  if (late <= 60) return 'days31to60';
  if (late <= 90) return 'days61to90';
  return 'over90';
}

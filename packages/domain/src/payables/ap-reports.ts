// Accounts payable reports (spec 2 §7 'Reports in this area'): aging of open invoices by due date.

import type { CatalogReport } from '../report-catalogue';
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

/** The options an AP report offers: as of a date, a date range, a bank account, a 1099 year. */
export type ApReportParameter = 'asOf' | 'range' | 'bank' | 'year';

/** The accounts payable reports of the reports screen, each at /report/{Name}/{communityAgentId}. */
export const ApReports = [
  {
    Name: 'AgedOpenItems',
    DisplayName: 'Aged Open Items',
    Description:
      'Unpaid approved invoices by vendor: current, 1-30, 31-60, 61-90 and over 90 days.',
    Parameters: ['asOf'],
  },
  {
    Name: 'APOpenItems',
    DisplayName: 'AP Open Items',
    Description: 'Approved invoices not paid in full as of a date, with paid and open amounts.',
    Parameters: ['asOf'],
  },
  {
    Name: 'ApDistributionToGL',
    DisplayName: 'AP Distribution to GL',
    Description: 'Posted invoice distribution lines in a date range, by GL account.',
    Parameters: ['range'],
  },
  {
    Name: 'CheckRegister',
    DisplayName: 'Check Register',
    Description: 'Vendor payments by bank account in a date range; voided checks shown.',
    Parameters: ['range', 'bank'],
  },
  {
    Name: 'Checkbook',
    DisplayName: 'Checkbook',
    Description:
      'A bank account’s register: checks, deposits and other lines with running balance.',
    Parameters: ['range', 'bank'],
  },
  {
    Name: 'DigitalChecksInProcess',
    DisplayName: 'Digital Checks In Process',
    Description: 'Digital payments released or in process.',
    Parameters: ['asOf'],
  },
  {
    Name: 'TopsPaySummary',
    DisplayName: 'TopsPay Summary',
    Description:
      'Digital (electronic) vendor payments in a date range by status: count and amount per status, each payment listed.',
    Parameters: ['range'],
  },
  {
    Name: 'InvoiceApprovalSkippedLog',
    DisplayName: 'Invoice Approval Skipped Log',
    Description: 'Invoices posted without approval because no approval group was configured.',
    Parameters: ['range'],
  },
  {
    Name: 'OcrInvoiceAudit',
    DisplayName: 'OCR Invoice Audit',
    Description: 'Invoices captured from PDFs in a date range and what happened to each.',
    Parameters: ['range'],
  },
  {
    Name: 'GetVendorsTenNinetyNine',
    DisplayName: '1099 Vendors',
    Description:
      'Payments per vendor in a calendar year of at least 600.00, with tax id and address.',
    Parameters: ['year'],
  },
] as const satisfies readonly (CatalogReport & { Parameters: readonly ApReportParameter[] })[];

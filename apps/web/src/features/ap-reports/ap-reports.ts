import type { contract } from '@hoa/contract';

// The accounts payable reports of the reports screen (spec 2 §7 'Reports in this area'), each at
// /report/{Name}/{communityAgentId}.

export type ApReportName = keyof typeof contract.apReports;
export type ApReportParameter = 'asOf' | 'range' | 'bank' | 'year';

export interface ApReport {
  Name: ApReportName;
  DisplayName: string;
  Description: string;
  Parameters: readonly ApReportParameter[];
}

export const ApReports: readonly ApReport[] = [
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
];

export function apReport(name: string): ApReport | undefined {
  return ApReports.find((r) => r.Name === name);
}

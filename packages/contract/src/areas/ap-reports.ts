import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate } from '../fields';
import { ReportAnswerTypes, ReportDataSchema, ReportAnswerParams } from './reports';

// Accounts payable reports (spec 2 §7 'Reports in this area', GET /Item/GetInvoiceApprovalSkippedLog,
// the 1099 report GetVendorsTenNinetyNine): the rows as JSON without `format`, the file with it
// (PDF 0, xls 1, xlsx 2, Word 3); spec 2 §7 TopsPaySummary. Money cells are cents.

export const ApReportQuery = z.strictObject({
  communityAgentId: idParam,
  /** Aged and open items: as of this date (today by default). */
  asOfDate: isoDate.optional(),
  /** Ranged reports: the month's first day to today by default. */
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  /** Check register and checkbook: one bank account (all of the community's by default). */
  bankAccountId: idParam.optional(),
  /** 1099: the calendar year (the prior one by default) and the minimum paid (600.00 by default). */
  year: z.coerce.number().int().min(1900).max(2999).optional(),
  minimumAmount: z.coerce.number().min(0).max(1_000_000_000).optional(),
  ...ReportAnswerParams,
});
export type ApReportQuery = z.input<typeof ApReportQuery>;

/** The shape of a report call; each endpoint writes its own literal path. */
const report = (summary: string) =>
  ({
    method: 'GET',
    summary: `${summary} (the file when format is given)`,
    query: ApReportQuery,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }) as const;

export const apReports = {
  AgedOpenItems: endpoint({
    path: '/api/Report/AgedOpenItems',
    access: { claim: 'apinvoice', level: 'read' },
    ...report(
      'Approved unpaid invoices by vendor, aged by due date: current, 1-30, 31-60, 61-90, over 90',
    ),
  }),
  APOpenItems: endpoint({
    path: '/api/Report/APOpenItems',
    ...report('Approved invoices not paid in full as of a date'),
    access: { claim: 'apinvoice', level: 'read' },
  }),
  ApDistributionToGL: endpoint({
    path: '/api/Report/ApDistributionToGL',
    ...report('Posted invoice distribution lines in a date range, by GL account'),
    access: { claim: 'apinvoice', level: 'read' },
  }),
  CheckRegister: endpoint({
    path: '/api/Report/CheckRegister',
    ...report('Vendor payments in a date range by bank account, voids shown'),
    access: { claim: 'apprintchecks', level: 'read' },
  }),
  Checkbook: endpoint({
    path: '/api/Report/Checkbook',
    access: { claim: 'apprintchecks', level: 'read' },
    ...report(
      'A bank account’s register: checks, deposits and other cash lines with running balance',
    ),
  }),
  DigitalChecksInProcess: endpoint({
    path: '/api/Report/DigitalChecksInProcess',
    ...report('Digital payments released or in process'),
    access: { claim: 'apprintchecks', level: 'read' },
  }),
  TopsPaySummary: endpoint({
    path: '/api/Report/TopsPaySummary',
    ...report(
      'Digital (TopsPay) vendor payments in a date range by status, with counts and amounts',
    ),
    access: { claim: 'apprintchecks', level: 'read' },
  }),
  InvoiceApprovalSkippedLog: endpoint({
    path: '/api/Item/GetInvoiceApprovalSkippedLog',
    ...report('Invoices posted without approval because no group was configured, in a date range'),
    access: { claim: 'apinvoice', level: 'read' },
  }),
  OcrInvoiceAudit: endpoint({
    path: '/api/Report/OcrInvoiceAudit',
    ...report('Invoices captured by OCR in a date range and what happened to each'),
    access: { claim: 'apinvoice', level: 'read' },
  }),
  GetVendorsTenNinetyNine: endpoint({
    path: '/api/Report/GetVendorsTenNinetyNine',
    access: { claim: 'apinvoice', level: 'read' },
    ...report(
      '1099: payments per vendor in a calendar year at or above a minimum, with tax id and address',
    ),
  }),
};

export const ApDashboardSchema = z.object({
  /** The last 12 months, oldest first: invoices entered and payments made, cents. */
  Months: z.array(z.object({ Month: z.string(), Entered: z.number(), Paid: z.number() })),
  /** Open approved invoices aged by due date as of today, cents. */
  Aging: z.object({
    Current: z.number(),
    Days1To30: z.number(),
    Days31To60: z.number(),
    Days61To90: z.number(),
    Over90: z.number(),
    Total: z.number(),
  }),
  /** Invoices per inbox state (1-6). */
  InboxCounts: z.array(z.object({ InboxState: z.number(), Name: z.string(), Count: z.number() })),
  OpenInvoiceCount: z.number(),
  OpenAmount: z.number(),
  PaidThisMonth: z.number(),
  DigitalInProcessCount: z.number(),
});

export const apDashboard = {
  GetApDashboard: endpoint({
    method: 'GET',
    path: '/api/AccountsPayable/GetDashboard',
    summary: 'The AP dashboard: 12 months entered vs paid, aging, inbox counts and KPI tiles',
    access: { claim: 'apinvoice', level: 'read' },
    query: z.strictObject({ communityAgentId: idParam }),
    response: ApDashboardSchema,
  }),
};

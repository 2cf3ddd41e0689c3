import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParam, isoDate } from '../fields';
import { ReportAnswerTypes, ReportDataSchema, ReportAnswerParams } from './reports';

// Cash receipt reports (spec 3 §2 'Owner payments and cash receipts', lockbox review; spec 1 §2
// 'export of … owner payment history'): GET /api/Report/{Name}, the rows as JSON without `format`,
// the file with it (PDF 0, xls 1, xlsx 2, Word 3). Money cells are cents.
//
// A deposit is what reaches a bank account together: a lockbox batch, the direct debits of a day,
// or the checks and other receipts entered for the account on a day.

export const ReceiptReportQuery = z.strictObject({
  communityAgentId: idParam,
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  /** Deposit slip: the bank account and date of a deposit of entered receipts. */
  bankAccountId: idParam.optional(),
  depositDate: isoDate.optional(),
  /** Deposit slip of a lockbox batch; the lockbox report's batch. */
  lockboxBatchId: idParam.optional(),
  /** Owner payment history: one property's owners (all owners without it). */
  propertyAgentId: idParam.optional(),
  ...ReportAnswerParams,
});
export type ReceiptReportQuery = z.input<typeof ReceiptReportQuery>;

/** The shape of a report call; each endpoint writes its own literal path. */
const report = (summary: string) =>
  ({
    method: 'GET',
    summary: `${summary} (the file when format is given)`,
    query: ReceiptReportQuery,
    response: ReportDataSchema,
    download: ReportAnswerTypes,
  }) as const;

export const receiptReports = {
  CashReceiptsRegister: endpoint({
    path: '/api/Report/CashReceiptsRegister',
    ...report('Posted owner receipts in a date range by deposit, with deposit and grand totals'),
    access: { claim: 'arownerpayments', level: 'read' },
  }),
  DepositSlip: endpoint({
    path: '/api/Report/DepositSlip',
    ...report('The checks of one deposit with their count and total'),
    access: { claim: 'arownerpayments', level: 'read' },
  }),
  OwnerPaymentHistory: endpoint({
    path: '/api/Report/OwnerPaymentHistory',
    ...report('Owner payments in a date range, per owner, with what each paid code by code'),
    access: { claim: 'arownerpayments', level: 'read' },
  }),
  LockboxReport: endpoint({
    path: '/api/Report/LockboxReport',
    ...report('A lockbox batch’s payments: matched, exceptions and removed, with totals'),
    access: { claim: 'arlockbox', level: 'read' },
  }),
};

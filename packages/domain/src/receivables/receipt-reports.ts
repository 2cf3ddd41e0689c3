// The cash receipt reports of the reports screen: GET /api/Report/{Name}, the screen
// /report/{Name}/{communityAgentId}.
import type { CatalogReport } from '../report-catalogue';

/** The options a receipt report offers: a date range, a deposit, a lockbox batch. */
export type ReceiptReportParameter = 'range' | 'deposit' | 'lockboxBatch';

export const ReceiptReports = [
  {
    Name: 'CashReceiptsRegister',
    DisplayName: 'Cash Receipts Register',
    Description: 'Posted owner receipts over a range, by deposit, with deposit and grand totals.',
    Parameters: ['range'],
  },
  {
    Name: 'DepositSlip',
    DisplayName: 'Deposit Slip',
    Description:
      'The checks of one deposit (a bank account’s day or a lockbox batch), count and total.',
    Parameters: ['deposit'],
  },
  {
    Name: 'OwnerPaymentHistory',
    DisplayName: 'Owner Payment History',
    Description: 'Each owner’s payments over a range and what they paid, code by code; for Excel.',
    Parameters: ['range'],
  },
  {
    Name: 'LockboxReport',
    DisplayName: 'Lockbox Report',
    Description: 'A lockbox batch’s payments: matched, exceptions and removed, with totals.',
    Parameters: ['lockboxBatch'],
  },
] as const satisfies readonly (CatalogReport & { Parameters: readonly ReceiptReportParameter[] })[];

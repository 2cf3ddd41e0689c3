import type { contract } from '@hoa/contract';

// The cash receipt reports of the reports screen: GET /api/Report/{Name}, the screen
// /report/{Name}/{communityAgentId}.

export type ReceiptReportName = keyof typeof contract.receiptReports;
export type ReceiptReportParameter = 'range' | 'deposit' | 'lockboxBatch';

export interface ReceiptReport {
  Name: ReceiptReportName;
  DisplayName: string;
  Description: string;
  Parameters: readonly ReceiptReportParameter[];
}

export const ReceiptReports: readonly ReceiptReport[] = [
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
];

export function receiptReport(name: string): ReceiptReport | undefined {
  return ReceiptReports.find((r) => r.Name === name);
}

// Positive pay (spec 2 §2 'send positive pay', §8): the bank gets the checks issued and voided
// since the last send, so it pays only checks it knows. Two layouts, chosen per enrolled bank
// account. Both list the checks in the order given.
//
// CSV ('csv'): a header line, then one line per check, CRLF line ends, fields quoted when they
// hold a comma, quote or line break:
//   AccountNumber,CheckNumber,IssueDate,Amount,Payee,Status
//   000123456789,1001,2026-03-10,250.00,"Acme Landscaping, Inc.",I
// IssueDate is YYYY-MM-DD, Amount dollars with 2 decimals, Status I (issued) or V (void).
//
// Fixed width ('fixed'): records of 86 characters, CRLF line ends.
//   Detail  col 1      record code: I issued, V void
//           col 2-16   account number, digits only, right-justified, zero-filled (15)
//           col 17-26  check number, digits only, right-justified, zero-filled (10)
//           col 27-34  issue date MMDDYYYY (8)
//           col 35-46  amount in cents, right-justified, zero-filled (12)
//           col 47-86  payee, upper-case ASCII, left-justified, space-filled (40)
//   Trailer col 1      T
//           col 2-16   account number as in the details (15)
//           col 17-26  number of detail records (10)
//           col 27-38  total cents of the detail records (12)
//           col 39-86  spaces
import { alpha, numeric } from '../bank-files/fixed-width';

export const PositivePayLayouts = ['csv', 'fixed'] as const;
export type PositivePayLayout = (typeof PositivePayLayouts)[number];

export const PositivePayMessages = {
  nothingToSend: 'There were no recent checks to be sent for Positive Pay.',
  sendFailed: 'Error sending positive pay.',
  noEnrolledAccount: 'No bank account of this bank is enrolled for positive pay.',
} as const;

export interface PositivePayCheck {
  accountNumber: string;
  checkNumber: string;
  /** ISO date. */
  issueDate: string;
  amountCents: number;
  payee: string;
  /** I issued, V void. */
  record: 'I' | 'V';
}

export const FixedRecordLength = 86;

const digitsOnly = (text: string) => text.replace(/\D/g, '');

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export function writePositivePayCsv(checks: readonly PositivePayCheck[]): string {
  const lines = ['AccountNumber,CheckNumber,IssueDate,Amount,Payee,Status'];
  for (const c of checks) {
    lines.push(
      [c.accountNumber, c.checkNumber, c.issueDate, dollars(c.amountCents), c.payee, c.record]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

const mmddyyyy = (iso: string) => iso.slice(5, 7) + iso.slice(8, 10) + iso.slice(0, 4);

export function writePositivePayFixed(checks: readonly PositivePayCheck[]): string {
  const lines = checks.map(
    (c) =>
      c.record +
      numeric(digitsOnly(c.accountNumber), 15) +
      numeric(digitsOnly(c.checkNumber), 10) +
      mmddyyyy(c.issueDate) +
      numeric(c.amountCents, 12) +
      alpha(c.payee, 40),
  );
  const total = checks.reduce((sum, c) => sum + c.amountCents, 0);
  const account = checks[0] ? digitsOnly(checks[0].accountNumber) : '';
  const trailer = `T${numeric(account, 15)}${numeric(checks.length, 10)}${numeric(total, 12)}`;
  lines.push(trailer.padEnd(FixedRecordLength, ' '));
  return `${lines.join('\r\n')}\r\n`;
}

export function writePositivePay(
  layout: PositivePayLayout,
  checks: readonly PositivePayCheck[],
): string {
  return layout === 'csv' ? writePositivePayCsv(checks) : writePositivePayFixed(checks);
}

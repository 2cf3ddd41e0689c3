// Positive pay (spec 2 §2 'send positive pay', §8): the bank gets the checks issued and voided
// since the last send, so it pays only checks it knows. Two layouts, chosen per enrolled bank
// account. Both list the checks in the order given.
//
// CSV ('csv'): UTF-8 without a byte order mark, a header line, then one line per check, CRLF line
// ends, fields quoted when they hold a comma or quote:
//   AccountNumber,CheckNumber,IssueDate,Amount,Payee,Status
//   000123456789,1001,2026-03-10,250.00,"Acme Landscaping, Inc.",I
// IssueDate is YYYY-MM-DD, Amount dollars with 2 decimals, Status I (issued) or V (void).
// CheckNumber is the check's number as issued, up to 25 characters without control characters.
// No byte of the file is a control byte other than the CR LF line ends: a control character in a
// payee becomes a space. No BOM: a bank's reader takes the file as UTF-8 (or ASCII, which it is
// when every name is ASCII) and a BOM would become part of the first header name for the many
// readers that do not expect one; the download says charset=utf-8.
//
// Fixed width ('fixed'): records of 86 characters, CRLF line ends.
//   Detail  col 1      record code: I issued, V void
//           col 2-16   account number, digits only, right-justified, zero-filled (15)
//           col 17-26  check number, right-justified, zero-filled (10): 1-10 digits only
//           col 27-34  issue date MMDDYYYY (8)
//           col 35-46  amount in cents, right-justified, zero-filled (12)
//           col 47-86  payee, upper-case ASCII, left-justified, space-filled (40)
//   Trailer col 1      T
//           col 2-16   account number as in the details (15)
//           col 17-26  number of detail records (10)
//           col 27-38  total cents of the detail records (12)
//           col 39-86  spaces
// The file is printable ASCII: payees are transliterated by alpha().
//
// A check number is never truncated or rewritten to fit a layout (HW-77 is not check 77): the
// writers throw PositivePayCheckNumberError, and the server refuses such a number when the check
// is issued on an enrolled account and when an account is enrolled in a layout it does not fit.
import { alpha, numeric } from '../bank-files/fixed-width';
import { csvField, dollars } from '../csv/index';
import { FileTypes } from '../file-types';

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

/** The longest check number the CSV layout takes (the length of a check number in the books). */
export const MaxCsvCheckNumberLength = 25;

/** Each layout's rule for check numbers, as the messages name it. */
export const PositivePayCheckNumberRules: Record<PositivePayLayout, string> = {
  fixed: 'fixed: up to 10 digits',
  csv: `csv: up to ${MaxCsvCheckNumberLength} characters, no control characters`,
};

const controlCharacter = /\p{Cc}/u;

/** A check number for a message: control characters shown as \uXXXX. */
const shown = (checkNumber: string) =>
  checkNumber.replace(
    /\p{Cc}/gu,
    (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0').toUpperCase()}`,
  );

/** Whether a check number can be written in the layout as it is, without rewriting it. */
export function checkNumberFits(layout: PositivePayLayout, checkNumber: string): boolean {
  if (layout === 'fixed') return /^\d{1,10}$/.test(checkNumber);
  const characters = [...checkNumber].length;
  return (
    characters > 0 && characters <= MaxCsvCheckNumberLength && !controlCharacter.test(checkNumber)
  );
}

/** The message refusing a check number that does not fit the layout. */
export function checkNumberDoesNotFit(layout: PositivePayLayout, checkNumber: string): string {
  return `Check number ${shown(checkNumber)} does not fit the bank's positive pay layout (${PositivePayCheckNumberRules[layout]}).`;
}

/** Null when the check number fits the layout, else the message naming it and the rule. */
export function checkNumberProblem(layout: PositivePayLayout, checkNumber: string): string | null {
  return checkNumberFits(layout, checkNumber) ? null : checkNumberDoesNotFit(layout, checkNumber);
}

/**
 * The message refusing a layout for an account with checks the bank may still be sent in it (not
 * yet sent, or outstanding, whose void would be sent) whose numbers it cannot carry: the first
 * number, the rule, and how many more.
 */
export function pendingCheckNumbersDoNotFit(
  layout: PositivePayLayout,
  checkNumbers: readonly string[],
): string {
  const [first = '', ...more] = checkNumbers;
  const rest =
    more.length === 0
      ? ''
      : more.length === 1
        ? ' 1 more check does not fit either.'
        : ` ${more.length} more checks do not fit either.`;
  return `${checkNumberDoesNotFit(layout, first)} Checks not yet sent, and outstanding checks whose void may yet be sent, must fit the layout.${rest}`;
}

/** A check number a writer cannot put in its layout unchanged. */
export class PositivePayCheckNumberError extends RangeError {
  constructor(
    readonly layout: PositivePayLayout,
    readonly checkNumber: string,
  ) {
    super(checkNumberDoesNotFit(layout, checkNumber));
    this.name = 'PositivePayCheckNumberError';
  }
}

function fitting(layout: PositivePayLayout, checkNumber: string): string {
  if (!checkNumberFits(layout, checkNumber))
    throw new PositivePayCheckNumberError(layout, checkNumber);
  return checkNumber;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** A name as text without control characters: each run of them becomes one space. */
const csvName = (name: string) => name.replace(/\p{Cc}+/gu, ' ');

function csvCode(label: string, value: string): string {
  if (controlCharacter.test(value)) throw new RangeError(`The ${label} holds a control character.`);
  return value;
}

export function writePositivePayCsv(checks: readonly PositivePayCheck[]): string {
  const lines = ['AccountNumber,CheckNumber,IssueDate,Amount,Payee,Status'];
  for (const c of checks) {
    lines.push(
      [
        csvCode('account number', c.accountNumber),
        fitting('csv', c.checkNumber),
        c.issueDate,
        dollars(c.amountCents),
        csvName(c.payee),
        c.record,
      ]
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
      numeric(fitting('fixed', c.checkNumber), 10) +
      mmddyyyy(c.issueDate) +
      numeric(c.amountCents, 12) +
      alpha(c.payee, 40),
  );
  const total = checks.reduce((sum, c) => sum + c.amountCents, 0);
  const account = checks[0] ? digitsOnly(checks[0].accountNumber) : '';
  const trailer = `T${numeric(account, 15)}${numeric(checks.length, 10)}${numeric(total, 12)}`;
  lines.push(trailer.padEnd(FixedRecordLength, ' '));
  const text = `${lines.join('\r\n')}\r\n`;
  if (!/^[\x20-\x7e\r\n]*$/.test(text)) throw new RangeError('The fixed layout is ASCII only.');
  return text;
}

export function writePositivePay(
  layout: PositivePayLayout,
  checks: readonly PositivePayCheck[],
): string {
  return layout === 'csv' ? writePositivePayCsv(checks) : writePositivePayFixed(checks);
}

/** A positive pay file as it is stored and sent. */
export interface PositivePayFile {
  /** UTF-8 without BOM (CSV) or ASCII (fixed, which is also UTF-8). */
  bytes: Uint8Array;
  contentType: string;
  extension: 'csv' | 'txt';
}

/** The media type of a layout's files, with their character set. */
export const positivePayContentType = (layout: PositivePayLayout) =>
  layout === 'csv' ? FileTypes.Csv : FileTypes.AsciiText;

/** The bytes of the file of `checks` in the layout: text encoded as UTF-8, never as Latin-1. */
export function positivePayFile(
  layout: PositivePayLayout,
  checks: readonly PositivePayCheck[],
): PositivePayFile {
  return {
    bytes: new TextEncoder().encode(writePositivePay(layout, checks)),
    contentType: positivePayContentType(layout),
    extension: layout === 'csv' ? 'csv' : 'txt',
  };
}

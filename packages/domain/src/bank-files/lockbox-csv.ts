import { CsvError, parseCsv } from '../csv/index';
import { isValidIsoDate, parseUserDate } from '../dates';
import { parseImportMoney } from '../imports';
import { LockboxFormatError, parseBaiLockbox } from './bai-lockbox';

// The lockbox payments of an uploaded file, whichever layout it has.
//
// CSV lockbox layout (fileFormat 'csv'): a header row, then one payment per row. Columns are found
// by header name (case and spaces ignored), in any order:
//   AccountNumber  required  the property account number, or its legacy key (matchOnLegacyKey)
//   Amount         required  dollars, e.g. 1250.00 or $1,250.00; more than zero
//   CheckNumber    optional  up to 25 characters
//   CheckDate      optional  MM/DD/YYYY or YYYY-MM-DD
//   DepositDate    optional  MM/DD/YYYY or YYYY-MM-DD (the file's deposit date when omitted)
//   PayerName      optional  up to 100 characters
// Example:
//   AccountNumber,Amount,CheckNumber,CheckDate,PayerName
//   A-001,250.00,1042,03/02/2026,Owner One
//
// BAI lockbox (fileFormat 'bai'): see bai-lockbox.ts; the account number is the check's first
// remittance memo (type-4 overflow record).

export const LockboxFileFormats = ['csv', 'bai'] as const;
export type LockboxFileFormat = (typeof LockboxFileFormats)[number];

export const LockboxCsvColumns = [
  'AccountNumber',
  'Amount',
  'CheckNumber',
  'CheckDate',
  'DepositDate',
  'PayerName',
] as const;

export const LockboxMaxPayments = 20_000;

export const LockboxMessages = {
  noRows: 'The lockbox file has no payments.',
  tooManyRows: `A lockbox file holds at most ${LockboxMaxPayments.toLocaleString('en-US')} payments.`,
  missingColumn: (name: string) => `The lockbox file has no ${name} column.`,
  accountRequired: 'Account number is required.',
  badAmount: 'Amount must be a dollar amount above zero.',
  badDate: (name: string) => `${name} is not a valid date.`,
  tooLong: (name: string, max: number) => `${name} is longer than ${max} characters.`,
  started: 'Lockbox has been started...',
  failed: 'Error processing lockbox.',
} as const;

export interface LockboxPaymentRow {
  /** 1-based line in the file. */
  line: number;
  accountNumber: string;
  amountCents: number;
  checkNumber: string;
  checkDate: string | null;
  depositDate: string | null;
  payerName: string;
  /** Why the row cannot be read as a payment; null when it can. */
  problem: string | null;
}

export interface LockboxRead {
  rows: LockboxPaymentRow[];
  /** The deposit date the file states (BAI), else null. */
  depositDate: string | null;
}

const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** null when empty, undefined when not a date. */
function csvDate(cell: string): string | null | undefined {
  const t = cell.trim();
  if (t === '') return null;
  return (isValidIsoDate(t) ? t : parseUserDate(t)) ?? undefined;
}

function readCsv(text: string): LockboxRead {
  const table = parseCsv(text);
  const [head, ...body] = table;
  if (!head) throw new LockboxFormatError(LockboxMessages.noRows);
  const index = new Map(head.cells.map((c, i) => [key(c), i]));
  for (const required of ['AccountNumber', 'Amount'])
    if (!index.has(key(required)))
      throw new LockboxFormatError(LockboxMessages.missingColumn(required));
  // Each column's place, found once for the file rather than per cell.
  const places = new Map(LockboxCsvColumns.map((name) => [name, index.get(key(name))]));
  const cell = (cells: readonly string[], name: (typeof LockboxCsvColumns)[number]) => {
    const i = places.get(name);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const rows = body.map(({ line, cells }): LockboxPaymentRow => {
    const problems: string[] = [];
    const accountNumber = cell(cells, 'AccountNumber');
    if (!accountNumber) problems.push(LockboxMessages.accountRequired);
    else if (accountNumber.length > 50)
      problems.push(LockboxMessages.tooLong('Account number', 50));
    const amount = parseImportMoney(cell(cells, 'Amount'));
    if (amount === null || amount <= 0) problems.push(LockboxMessages.badAmount);
    const checkNumber = cell(cells, 'CheckNumber');
    if (checkNumber.length > 25) problems.push(LockboxMessages.tooLong('Check number', 25));
    const payerName = cell(cells, 'PayerName');
    if (payerName.length > 100) problems.push(LockboxMessages.tooLong('Payer name', 100));
    const checkDate = csvDate(cell(cells, 'CheckDate'));
    if (checkDate === undefined) problems.push(LockboxMessages.badDate('Check date'));
    const depositDate = csvDate(cell(cells, 'DepositDate'));
    if (depositDate === undefined) problems.push(LockboxMessages.badDate('Deposit date'));
    return {
      line,
      accountNumber: accountNumber.slice(0, 50),
      amountCents: amount !== null && amount > 0 ? amount : 0,
      checkNumber: checkNumber.slice(0, 25),
      checkDate: checkDate ?? null,
      depositDate: depositDate ?? null,
      payerName: payerName.slice(0, 100),
      problem: problems.length > 0 ? problems.join(' ') : null,
    };
  });
  return { rows, depositDate: null };
}

function readBai(text: string): LockboxRead {
  const file = parseBaiLockbox(text);
  const rows = file.batches.flatMap((batch) =>
    batch.checks.map((check): LockboxPaymentRow => ({
      line: check.line,
      accountNumber: (check.memos[0] ?? '').slice(0, 50),
      amountCents: check.amountCents,
      checkNumber: check.checkNumber.slice(0, 25),
      checkDate: check.checkDate,
      depositDate: batch.depositDate,
      payerName: check.remitterName.slice(0, 100),
      problem:
        check.amountCents <= 0
          ? LockboxMessages.badAmount
          : check.memos[0]
            ? null
            : LockboxMessages.accountRequired,
    })),
  );
  return { rows, depositDate: file.batches[0]?.depositDate ?? file.processingDate };
}

/**
 * The payment rows of a lockbox file. A file that cannot be read as a whole throws
 * LockboxFormatError; a row that cannot be read carries its problem and the others go on.
 */
export function readLockboxFile(format: LockboxFileFormat, text: string): LockboxRead {
  let read: LockboxRead;
  try {
    read = format === 'csv' ? readCsv(text) : readBai(text);
  } catch (error) {
    if (error instanceof CsvError) throw new LockboxFormatError(error.message);
    throw error;
  }
  if (read.rows.length > LockboxMaxPayments)
    throw new LockboxFormatError(LockboxMessages.tooManyRows);
  return read;
}

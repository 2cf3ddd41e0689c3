// The field rules the validation-file layouts share (validation-files/*.ts): fixed-width fields
// by 1-based column, amounts of integer cents in the forms banks read, and delimited cells.
import { alpha, numeric } from '../../bank-files/fixed-width';
import { toAscii } from '../../text/ascii';
import { dollars } from '../../csv/index';
import { ValidationExportMessages, type ValidationRow } from '../validation-export';

export { alpha, numeric, dollars };

/** A value a layout cannot carry as it is (an id longer than its field): never cut or rewritten. */
export class ValidationFileFieldError extends RangeError {
  constructor(
    readonly layout: string,
    readonly field: string,
    readonly value: string,
    readonly width: number,
  ) {
    super(ValidationExportMessages.fieldTooLong(field, value, layout, width));
    this.name = 'ValidationFileFieldError';
  }
}

/**
 * An identifier (lockbox id, account number) upper-case ASCII, left-justified and space-filled;
 * one longer than `width` is refused, since a cut id would name another owner or lockbox.
 */
export function idField(layout: string, field: string, value: string, width: number): string {
  const text = toAscii(value).trim().toUpperCase();
  if (text.length > width) throw new ValidationFileFieldError(layout, field, value, width);
  return text.padEnd(width, ' ');
}

/** Cents without sign, right-justified and zero-filled. */
export const unsignedCents = (cents: number, width: number) => numeric(Math.abs(cents), width);

/** 'CR' for a credit (negative) amount, else two spaces. */
export const creditMark = (cents: number) => (cents < 0 ? 'CR' : '  ');

/**
 * Zoned decimal (signed overpunch, as COBOL writes PIC S9(n)): cents right-justified and
 * zero-filled, the last digit carrying the sign: 0-9 as {ABCDEFGHI when positive or zero and
 * }JKLMNOPQR when negative. 25000 in 10 → 000002500{; -1250 → 000000125}.
 */
export function zonedCents(cents: number, width: number): string {
  const digits = numeric(Math.abs(cents), width);
  const last = Number(digits.slice(-1));
  const sign = (cents < 0 ? '}JKLMNOPQR' : '{ABCDEFGHI').charAt(last);
  return digits.slice(0, -1) + sign;
}

/** The sum of the amounts. */
export const totalCents = (amounts: readonly number[]) => amounts.reduce((sum, c) => sum + c, 0);

/** YYYYMMDD of an ISO date. */
export const yyyymmdd = (iso: string) => iso.slice(0, 4) + iso.slice(5, 7) + iso.slice(8, 10);
/** MMDDYYYY of an ISO date. */
export const mmddyyyy = (iso: string) => iso.slice(5, 7) + iso.slice(8, 10) + iso.slice(0, 4);
/** MM/DD/YYYY of an ISO date. */
export const slashDate = (iso: string) =>
  `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * A cell of a file whose delimiter is never quoted (pipe, tab): the delimiter and every control
 * character or line break become a space, runs of spaces one, ends trimmed. Letters stay UTF-8.
 */
export function plainCell(value: string, delimiter: string): string {
  return noControls(value.replaceAll(delimiter, ' '));
}

/** A text without control characters or line breaks (each becomes a space), spaces collapsed. */
export function noControls(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Fixed-width records, each padded with spaces to `length`, with `eol` after every one. Every
 * record must then be `length` characters of printable ASCII: a writer that built one longer or
 * otherwise has a bug, so it throws.
 */
export function fixedFile(records: readonly string[], length: number, eol = '\r\n'): string {
  return records
    .map((record) => {
      const padded = record.padEnd(length, ' ');
      if (padded.length !== length || !/^[\x20-\x7e]*$/.test(padded))
        throw new RangeError(`A record is not ${length} printable ASCII characters: ${record}`);
      return padded + eol;
    })
    .join('');
}

/** Consecutive rows with the same key, in order. */
export function runsOf<T>(rows: readonly T[], key: (row: T) => string): T[][] {
  const runs: T[][] = [];
  let last: string | null = null;
  for (const row of rows) {
    const k = key(row);
    const run = runs[runs.length - 1];
    if (run && k === last) run.push(row);
    else runs.push([row]);
    last = k;
  }
  return runs;
}

/** The property's street line, city, state and ZIP ('' where unknown), for delimited layouts. */
export const placeCells = (r: ValidationRow): string[] => [
  r.PropertyAddress,
  r.City ?? '',
  r.State ?? '',
  r.Zip ?? '',
];

/**
 * The cells the delimited layouts open a line with: lockbox id, bank account, community, owner
 * account, owner name, then placeCells.
 */
export const ownerCells = (r: ValidationRow): string[] => [
  r.LockboxId,
  r.BankAccountNumber,
  r.CommunityName,
  r.OwnerAccountNumber,
  r.OwnerName,
  ...placeCells(r),
];

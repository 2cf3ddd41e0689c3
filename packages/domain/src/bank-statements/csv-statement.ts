import { CsvError, parseCsv } from '../csv/index';
import { isValidIsoDate } from '../dates';
import { parseImportMoney } from '../imports';
import {
  StatementFormatError,
  compact,
  DefaultStatementCurrency,
  type StatementAccount,
  type StatementTransaction,
} from './types';

// A bank's CSV export, read through a column mapping the user makes once per bank account:
// which column (0-based) holds the date (and how it is written), the signed amount or separate
// debit and credit columns, and optionally the description, check number and reference.

export const CsvDateFormats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'YYYYMMDD'] as const;
export type CsvDateFormat = (typeof CsvDateFormats)[number];

export interface CsvStatementMapping {
  hasHeader: boolean;
  dateColumn: number;
  dateFormat: CsvDateFormat;
  /** A signed amount (+ into the account); or debitColumn and creditColumn. */
  amountColumn?: number | null;
  debitColumn?: number | null;
  creditColumn?: number | null;
  descriptionColumn?: number | null;
  checkNumberColumn?: number | null;
  referenceColumn?: number | null;
}

/** The first rows of a CSV file, for the mapping step. */
export function csvPreview(text: string, rows = 10): string[][] {
  try {
    return parseCsv(text)
      .slice(0, rows)
      .map((r) => r.cells);
  } catch (error) {
    if (error instanceof CsvError) throw new StatementFormatError(0, error.message);
    throw error;
  }
}

function csvDate(text: string, format: CsvDateFormat): string | undefined {
  const t = text.trim();
  const parts =
    format === 'YYYYMMDD'
      ? /^(\d{4})(\d{2})(\d{2})$/.exec(t)?.slice(1)
      : format === 'YYYY-MM-DD'
        ? /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t)?.slice(1)
        : /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(t)?.slice(1);
  if (!parts) return undefined;
  const [a = '', b = '', c = ''] = parts;
  const [y, m, d] =
    format === 'MM/DD/YYYY' ? [c, a, b] : format === 'DD/MM/YYYY' ? [c, b, a] : [a, b, c];
  const year = y.length === 2 ? `20${y}` : y;
  const iso = `${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : undefined;
}

const cell = (cells: readonly string[], column: number | null | undefined) =>
  column === null || column === undefined ? '' : (cells[column] ?? '').trim();

function money(text: string, line: number, what: string): number | undefined {
  if (text === '') return undefined;
  const cents = parseImportMoney(text);
  if (cents === null) throw new StatementFormatError(line, `${what} "${text}" is not an amount.`);
  return cents;
}

function row(
  line: number,
  cells: readonly string[],
  map: CsvStatementMapping,
): StatementTransaction {
  const dateText = cell(cells, map.dateColumn);
  const date = csvDate(dateText, map.dateFormat);
  if (!date)
    throw new StatementFormatError(line, `Date "${dateText}" is not a date (${map.dateFormat}).`);
  let cents: number | undefined;
  if (map.amountColumn !== null && map.amountColumn !== undefined)
    cents = money(cell(cells, map.amountColumn), line, 'Amount');
  else {
    const debit = money(cell(cells, map.debitColumn), line, 'Debit');
    const credit = money(cell(cells, map.creditColumn), line, 'Credit');
    if (debit !== undefined || credit !== undefined)
      cents = (credit ? Math.abs(credit) : 0) - (debit ? Math.abs(debit) : 0);
  }
  if (cents === undefined) throw new StatementFormatError(line, 'The row has no amount.');
  const checkNumber = cell(cells, map.checkNumberColumn) || undefined;
  return compact({
    date,
    amountCents: cents,
    type: checkNumber ? 'check' : cents < 0 ? 'debit' : 'credit',
    checkNumber,
    reference: cell(cells, map.referenceColumn) || undefined,
    description: cell(cells, map.descriptionColumn) || undefined,
  });
}

/** A CSV statement's transactions (one account: the bank account it is imported into). */
export function readCsvStatement(text: string, map: CsvStatementMapping): StatementAccount[] {
  if (
    (map.amountColumn === null || map.amountColumn === undefined) &&
    (map.debitColumn ?? map.creditColumn ?? null) === null
  )
    throw new StatementFormatError(0, 'Map the amount column, or the debit and credit columns.');
  let table: { line: number; cells: string[] }[];
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new StatementFormatError(0, error.message);
    throw error;
  }
  const body = map.hasHeader ? table.slice(1) : table;
  const transactions = body.map((r) => row(r.line, r.cells, map));
  if (transactions.length === 0) throw new StatementFormatError(0, 'The CSV file has no rows.');
  const days = transactions.map((t) => t.date).sort();
  return [
    {
      currency: DefaultStatementCurrency,
      startDate: days[0],
      endDate: days[days.length - 1],
      transactions,
    },
  ];
}

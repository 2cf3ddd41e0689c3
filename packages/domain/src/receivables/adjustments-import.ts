// Import of external property charges (spec 3 §2 modal 'Import external charges', §7
// PostImportedExternalCharges, §8 'Charges import', §9 'Import post uses txn type 72, event type 4,
// status 4'). A row names the property by account number, the charge code by alias and the amount.
import { toCsv } from '../csv/csv';
import { parseImportMoney, SetupImportMessages } from '../imports';

export const ExternalChargeColumns = [
  'AccountNumber',
  'CodeAlias',
  'Amount',
  'Description',
] as const;
const requiredColumns = ['AccountNumber', 'CodeAlias', 'Amount'] as const;

/** The sample file's example row: a value for each column. */
const sampleRow: Record<(typeof ExternalChargeColumns)[number], string> = {
  AccountNumber: 'A-001',
  CodeAlias: 'SPEC',
  Amount: '125.00',
  Description: 'Gate remote replacement',
};

export const ExternalChargeSampleFileName = 'external-charges-sample.csv';

/** The sample file the import offers (spec 3 §8 'Charges import'): the columns and one example row. */
export function externalChargeSampleCsv(): string {
  return toCsv([ExternalChargeColumns, ExternalChargeColumns.map((column) => sampleRow[column])]);
}

/** At most this many rows per file. */
export const ExternalChargeMaxRows = 10_000;
/** The import result's page (spec 3 §9 'Import preview 10'). */
export const ExternalChargeResultPageSize = 10;

export const ExternalChargeMessages = {
  saveFailed: 'An error corrured saving your charges',
  resultFailed: 'Error retrieving external property charges import result',
  sampleFailed: 'There was an error downloading the sample file.',
  // Ours.
  accountRequired: 'AccountNumber is required.',
  codeRequired: 'CodeAlias is required.',
  badAmount: 'Amount must be above 0, written like 1234.56.',
  propertyNotFound: (n: string) => `No property with account number ${n} in this community.`,
  noOwner: (n: string) => `Property ${n} has no active primary owner.`,
  codeNotFound: (alias: string) => `No charge code ${alias} in this community.`,
  tooManyRows: `A file can hold at most ${ExternalChargeMaxRows.toLocaleString('en-US')} rows.`,
} as const;

export interface ExternalChargeRow {
  RowNumber: number;
  AccountNumber: string;
  CodeAlias: string;
  Amount: string;
  AmountCents: number | null;
  Description: string | null;
  Errors: string[];
}

const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Reads the file's table (first row the headings, in any order) into rows with the errors a row
 * has on its own; the caller adds the errors that need the community's properties and codes.
 */
export function readExternalCharges(
  table: readonly { line: number; cells: readonly string[] }[],
): { ok: true; rows: ExternalChargeRow[] } | { ok: false; message: string } {
  const [heading, ...data] = table;
  const at = new Map<string, number>();
  (heading?.cells ?? []).forEach((name, i) => {
    if (!at.has(key(name))) at.set(key(name), i);
  });
  const missing = requiredColumns.filter((c) => !at.has(key(c)));
  if (missing.length > 0)
    return { ok: false, message: SetupImportMessages.missingColumns(missing) };
  if (data.length === 0) return { ok: false, message: SetupImportMessages.noRows };
  if (data.length > ExternalChargeMaxRows)
    return { ok: false, message: ExternalChargeMessages.tooManyRows };
  const cell = (cells: readonly string[], column: string) => {
    const index = at.get(key(column));
    return (index === undefined ? '' : (cells[index] ?? '')).trim();
  };
  return {
    ok: true,
    rows: data.map(({ line, cells }) => {
      const account = cell(cells, 'AccountNumber').slice(0, 50);
      const alias = cell(cells, 'CodeAlias').slice(0, 50);
      const amount = cell(cells, 'Amount').slice(0, 50);
      const cents = parseImportMoney(amount);
      const errors: string[] = [];
      if (!account) errors.push(ExternalChargeMessages.accountRequired);
      if (!alias) errors.push(ExternalChargeMessages.codeRequired);
      if (cents === null || cents <= 0) errors.push(ExternalChargeMessages.badAmount);
      return {
        RowNumber: line,
        AccountNumber: account,
        CodeAlias: alias,
        Amount: amount,
        AmountCents: cents !== null && cents > 0 ? cents : null,
        Description: cell(cells, 'Description').slice(0, 200) || null,
        Errors: errors,
      };
    }),
  };
}

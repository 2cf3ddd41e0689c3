// The setup imports (spec 1 §7.3 'Imports (modal upload)'): the columns of each file, reading a
// table of cells into typed values with errors that name the row and the column, and the lookups
// by text that every import shares. Nothing here touches the database.
import { MaxImportRows } from './custom-fields/import-file';
import { formatDate, isValidIsoDate, parseUserDate } from './dates';
import { toCents } from './money';
import { AccountTypes } from './static-data/accounts';
import { CodeTypes, Frequencies } from './static-data/codes';
import { States } from './static-data/states';

export const SetupImportKinds = [
  'GlAccounts',
  'AccountRanges',
  'Codes',
  'CodeCategories',
  'CodeCategoryLinkage',
  'OwnerBeginningBalances',
  'OwnerHistory',
  'PropertyOwners',
] as const;
export type SetupImportKind = (typeof SetupImportKinds)[number];

export type ImportCellKind = 'text' | 'money' | 'date';

export interface SetupImportColumn {
  Name: string;
  Kind: ImportCellKind;
  Required: boolean;
  MaxLength: number;
}

const text = (Name: string, MaxLength: number, Required = false): SetupImportColumn => ({
  Name,
  Kind: 'text',
  Required,
  MaxLength,
});
const money = (Name: string, Required = false): SetupImportColumn => ({
  Name,
  Kind: 'money',
  Required,
  MaxLength: 20,
});
const day = (Name: string, Required = false): SetupImportColumn => ({
  Name,
  Kind: 'date',
  Required,
  MaxLength: 10,
});

/** The columns of each import, named in the file's first row (any order, case and spacing). */
export const SetupImportColumns: Readonly<Record<SetupImportKind, readonly SetupImportColumn[]>> = {
  GlAccounts: [
    text('AccountNumber', 50, true),
    text('AccountName', 100, true),
    text('AccountType', 30, true),
    text('CostCenterNumber', 20),
  ],
  AccountRanges: [
    text('AccountType', 30, true),
    text('StartNumber', 50, true),
    text('EndNumber', 50, true),
  ],
  Codes: [
    text('CodeAlias', 10, true),
    text('CodeName', 100, true),
    text('CodeType', 30, true),
    text('CodeDescription', 1000),
    text('Frequency', 20),
    money('Amount'),
    day('StartDate'),
    day('EndDate'),
    text('ReceivableAccount', 50),
    text('IncomeAccount', 50),
    text('Category', 100),
  ],
  CodeCategories: [text('Name', 100, true), text('Description', 1000)],
  CodeCategoryLinkage: [text('CodeAlias', 10, true), text('Category', 100, true)],
  OwnerBeginningBalances: [
    text('AccountNumber', 15, true),
    text('CodeAlias', 10, true),
    money('Amount', true),
  ],
  OwnerHistory: [
    text('AccountNumber', 15, true),
    day('Date', true),
    text('Description', 200, true),
    text('CodeAlias', 10),
    text('Reference', 100),
    money('Charge'),
    money('Payment'),
  ],
  PropertyOwners: [
    text('AccountNumber', 15, true),
    text('LotNumber', 50),
    text('StreetNumber', 50),
    text('StreetName', 100, true),
    text('Unit', 50),
    text('City', 50),
    text('State', 2),
    text('PostalCode', 50),
    text('OwnerFirstName', 50),
    text('OwnerLastName', 50),
    text('OwnerCompanyName', 100),
    text('OwnerEmail', 255),
  ],
};

export const SetupImportTitles: Readonly<Record<SetupImportKind, string>> = {
  GlAccounts: 'Import GL accounts',
  AccountRanges: 'Import account ranges',
  Codes: 'Import codes',
  CodeCategories: 'Import code categories',
  CodeCategoryLinkage: 'Import code category linkage',
  OwnerBeginningBalances: 'Import owner beginning balances',
  OwnerHistory: 'Import owner history',
  PropertyOwners: 'Import properties and owners',
};

/** Files travel base64 in a JSON body of at most 1 MB: 740 KB of file fits. */
export const SetupImportMaxFileBytes = 740_000;

export const SetupImportMessages = {
  fileTooLarge: 'The file is larger than 740 KB; split it into smaller files.',
  unknownFileType: 'Upload a CSV file or an Excel workbook (.xlsx).',
  notXlsx: 'The file is not a readable Excel workbook.',
  notCsv: (reason: string) => `The file is not valid CSV: ${reason}`,
  missingColumns: (columns: readonly string[]) =>
    `The first row must name the columns ${columns.join(', ')}.`,
  noRows: 'The file has no rows to import.',
  tooManyRows: `A file can hold at most ${MaxImportRows.toLocaleString('en-US')} rows.`,
  required: 'A value is required.',
  tooLong: (max: number) => `At most ${max} characters.`,
  badMoney: 'Not an amount; write it like 1234.56.',
  badDate: 'Not a date; write it as MM/DD/YYYY.',
  duplicate: (rows: readonly number[]) => `The same value is on rows ${rows.join(', ')}.`,
  unknownAccountType: 'Unknown account type; give its number (0-12) or its name.',
  unknownCodeType: 'Unknown code type; give its number or its name.',
  unknownFrequency: 'Unknown frequency; give its number or its name.',
  unknownState: 'Unknown state; give its two-letter abbreviation.',
  accountExists: (n: string) => `Account ${n} already exists in this community.`,
  accountNotFound: (n: string) => `No account ${n} in this community.`,
  costCenterNotFound: (n: string) => `No cost center ${n} in this community.`,
  accountOutsideRanges: (n: string) => `Account ${n} lies outside the new range of its type.`,
  codeExists: (alias: string) => `Code ${alias} already exists in this community.`,
  codeNotFound: (alias: string) => `No code ${alias} in this community.`,
  codeWithoutAccount: (alias: string) => `Code ${alias} has no receivable account.`,
  codeWithoutLiabilityAccount: (alias: string) => `Code ${alias} has no liability account.`,
  categoryExists: (name: string) => `Code category ${name} already exists in this community.`,
  categoryNotFound: (name: string) => `No code category ${name} in this community.`,
  propertyNotFound: (n: string) => `No property with account number ${n} in this community.`,
  propertyHasOwner: (n: string) => `Property ${n} already has this owner.`,
  propertyWithoutOwner: (n: string) => `Property ${n} has no owner to carry its balance.`,
  ownerNameRequired: 'Give the owner’s last name or company name.',
  badEmail: 'Not an email address.',
  zeroAmount: 'The amount cannot be zero.',
  chargeOrPayment: 'Give a charge or a payment, not both.',
  reassignment: (n: string, owner: string) =>
    `Property ${n} belongs to ${owner}; the import makes the new owner its primary owner.`,
  confirmReassignment: (count: number) =>
    `${count} ${count === 1 ? 'property changes' : 'properties change'} owner; confirm the reassignment to import.`,
  postDateClosed: (postDate: string) =>
    `No open accounting period holds the post date ${formatDate(postDate)}.`,
  noRetainedEarnings:
    'Choose the Retained Earnings required account before importing beginning balances.',
  hasErrors: (count: number) =>
    `${count} ${count === 1 ? 'row has' : 'rows have'} errors; nothing was imported.`,
  imported: (count: number) => `${count} ${count === 1 ? 'row' : 'rows'} imported.`,
} as const;

export interface SetupImportError {
  Row: number;
  Column: string;
  Message: string;
}

/** How an error reads in a list: 'Row 3, AccountNumber: A value is required.' */
export function setupImportErrorText(error: SetupImportError): string {
  return error.Column
    ? `Row ${error.Row}, ${error.Column}: ${error.Message}`
    : `Row ${error.Row}: ${error.Message}`;
}

export type ImportValue = string | number | null;

export interface SetupImportRow {
  /** The row of the file (the heading is row 1). */
  Row: number;
  /** The cells as written, in the order of the import's columns. */
  Cells: string[];
  /** Typed values by column: text trimmed, money in cents, dates 'YYYY-MM-DD'; empty is null. */
  Values: Record<string, ImportValue>;
}

export type SetupImportRead =
  { ok: true; rows: SetupImportRow[]; errors: SetupImportError[] } | { ok: false; message: string };

const headingKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** An amount as written in a file: $, thousands commas, a leading minus or parentheses. */
export function parseImportMoney(cell: string): number | null {
  let t = cell.trim().replaceAll(',', '').replace('$', '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1).replace('$', '');
  }
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return null;
  const cents = toCents(t);
  return negative ? -cents : cents;
}

function parseImportDate(cell: string): string | null {
  const t = cell.trim();
  return isValidIsoDate(t) ? t : parseUserDate(t);
}

function readCell(
  column: SetupImportColumn,
  cell: string,
): { value: ImportValue; error: string | null } {
  const t = cell.trim();
  if (t === '')
    return { value: null, error: column.Required ? SetupImportMessages.required : null };
  if (column.Kind === 'money') {
    const cents = parseImportMoney(t);
    return { value: cents, error: cents === null ? SetupImportMessages.badMoney : null };
  }
  if (column.Kind === 'date') {
    const iso = parseImportDate(t);
    return { value: iso, error: iso === null ? SetupImportMessages.badDate : null };
  }
  if (t.length > column.MaxLength)
    return { value: t, error: SetupImportMessages.tooLong(column.MaxLength) };
  return { value: t, error: null };
}

/** Reads a table (first row the headings) into typed rows and the errors of their cells. */
export function readSetupImport(
  kind: SetupImportKind,
  table: readonly { line: number; cells: readonly string[] }[],
): SetupImportRead {
  const columns = SetupImportColumns[kind];
  const [heading, ...data] = table;
  const at = new Map<string, number>();
  (heading?.cells ?? []).forEach((name, i) => {
    if (!at.has(headingKey(name))) at.set(headingKey(name), i);
  });
  const missing = columns.filter((c) => c.Required && !at.has(headingKey(c.Name)));
  if (missing.length > 0)
    return { ok: false, message: SetupImportMessages.missingColumns(missing.map((c) => c.Name)) };
  if (data.length === 0) return { ok: false, message: SetupImportMessages.noRows };
  if (data.length > MaxImportRows) return { ok: false, message: SetupImportMessages.tooManyRows };
  const errors: SetupImportError[] = [];
  const rows = data.map(({ line, cells }) => {
    const row: SetupImportRow = { Row: line, Cells: [], Values: {} };
    for (const column of columns) {
      const index = at.get(headingKey(column.Name));
      const cell = index === undefined ? '' : (cells[index] ?? '');
      const { value, error } = readCell(column, cell);
      row.Cells.push(cell.trim());
      row.Values[column.Name] = value;
      if (error) errors.push({ Row: line, Column: column.Name, Message: error });
    }
    return row;
  });
  return { ok: true, rows, errors };
}

/** A text value of a row (null when empty or not text). */
export function importText(row: SetupImportRow, column: string): string | null {
  const value = row.Values[column];
  return typeof value === 'string' ? value : null;
}

/** A money value of a row in cents (null when empty or not an amount). */
export function importCents(row: SetupImportRow, column: string): number | null {
  const value = row.Values[column];
  return typeof value === 'number' ? value : null;
}

/** An error on every row whose key (for example an account number) another row repeats. */
export function duplicateErrors(
  rows: readonly SetupImportRow[],
  column: string,
  keyOf: (row: SetupImportRow) => string | null,
): SetupImportError[] {
  const byKey = new Map<string, number[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key !== null) byKey.set(key, [...(byKey.get(key) ?? []), row.Row]);
  }
  return [...byKey.values()]
    .filter((lines) => lines.length > 1)
    .flatMap((lines) =>
      lines.map((Row) => ({ Row, Column: column, Message: SetupImportMessages.duplicate(lines) })),
    );
}

const byIdOrName = <T>(
  list: readonly T[],
  id: (item: T) => number,
  name: (item: T) => string,
  value: string,
): number | null => {
  const t = value.trim();
  const found = /^\d+$/.test(t)
    ? list.find((item) => id(item) === Number(t))
    : list.find((item) => headingKey(name(item)) === headingKey(t));
  return found === undefined ? null : id(found);
};

export function accountTypeIdFromText(value: string): number | null {
  return byIdOrName(
    AccountTypes,
    (t) => t.TopsAccountTypeId,
    (t) => t.AccountTypeName,
    value,
  );
}

export function codeTypeIdFromText(value: string): number | null {
  return byIdOrName(
    CodeTypes,
    (t) => t.TopsCodeTypeId,
    (t) => t.CodeTypeName,
    value,
  );
}

export function frequencyIdFromText(value: string): number | null {
  return byIdOrName(
    Frequencies,
    (f) => f.FrequencyId,
    (f) => f.FrequencyName,
    value,
  );
}

/** The state of a two-letter abbreviation; AE, shared by four regions, is not accepted. */
export function stateIdFromAlias(value: string): number | null {
  const found = States.filter((s) => s.StateAlias === value.trim().toUpperCase());
  return found.length === 1 && found[0] ? found[0].StateId : null;
}

// The custom field values import file (spec 1 §2.2, §2.6): a CSV file or an Excel workbook whose
// first row names an AgentId or AccountNumber column, an optional Category column, and FieldName
// and Value columns.
import { CustomFieldMessages } from './messages';

export const MaxImportRows = 5000;
export const ImportPreviewPageSize = 10;
export const ImportColumns = [
  'AccountNumber',
  'AgentId',
  'Category',
  'FieldName',
  'Value',
] as const;
export type ImportColumn = (typeof ImportColumns)[number];

export const ImportFileMessages = {
  noHeader:
    'The file needs a header row with an AgentId or AccountNumber column, a FieldName column and a Value column.',
  noRows: 'The file has no rows to import.',
  tooManyRows: `A file can hold at most ${MaxImportRows.toLocaleString('en-US')} rows.`,
  agentMissing: 'Give an AgentId or an AccountNumber.',
  agentIdInvalid: 'AgentId must be a whole number.',
  hasErrors: 'Some rows have errors; correct the file and upload it again.',
  agentNotInCommunity: (agentId: number) => `No agent with id ${agentId} in this community.`,
  accountNotFound: (accountNumber: string) =>
    `No property with account number ${accountNumber} in this community.`,
  accountWithoutOwner: (accountNumber: string) =>
    `The property with account number ${accountNumber} has no primary owner.`,
  fieldNotFound: (fieldName: string) => `No field named "${fieldName}" applies to this agent.`,
  fieldAmbiguous: (fieldName: string) =>
    `More than one category has a field named "${fieldName}"; add a Category column.`,
  noPermission: 'You do not have permission to change this agent’s values.',
  setTwice: 'This field is set twice for this agent in the file.',
} as const;

/** One data row of the file, before agents and fields are looked up. */
export interface ImportSourceRow {
  RowNumber: number;
  AgentId: number | null;
  AccountNumber: string | null;
  Category: string | null;
  FieldName: string;
  Value: string;
  Errors: string[];
}

const headerAliases: Record<string, ImportColumn> = {
  accountnumber: 'AccountNumber',
  account: 'AccountNumber',
  agentid: 'AgentId',
  topsagentid: 'AgentId',
  category: 'Category',
  categoryname: 'Category',
  group: 'Category',
  fieldname: 'FieldName',
  field: 'FieldName',
  value: 'Value',
};

function columnOf(header: string): ImportColumn | undefined {
  return headerAliases[header.toLowerCase().replace(/[^a-z]/g, '')];
}

function optional(text: string | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

function toSourceRow(
  line: number,
  cells: readonly string[],
  index: Partial<Record<ImportColumn, number>>,
): ImportSourceRow {
  const cell = (column: ImportColumn) => {
    const at = index[column];
    return at === undefined ? undefined : cells[at];
  };
  const agentIdText = optional(cell('AgentId'));
  const agentId =
    agentIdText !== null && /^\d{1,15}$/.test(agentIdText) ? Number(agentIdText) : null;
  const row: ImportSourceRow = {
    RowNumber: line,
    AgentId: agentId,
    AccountNumber: optional(cell('AccountNumber')),
    Category: optional(cell('Category')),
    FieldName: (cell('FieldName') ?? '').trim(),
    Value: cell('Value') ?? '',
    Errors: [],
  };
  if (agentIdText !== null && agentId === null) row.Errors.push(ImportFileMessages.agentIdInvalid);
  else if (agentIdText === null && row.AccountNumber === null) {
    row.Errors.push(ImportFileMessages.agentMissing);
  }
  if (row.FieldName === '') row.Errors.push(CustomFieldMessages.fieldNameRequired);
  return row;
}

export type ImportFileResult =
  { ok: true; rows: ImportSourceRow[] } | { ok: false; message: string };

/** The file's rows as read from CSV or a worksheet, each with its row number in the file. */
export type ImportFileTable = readonly { line: number; cells: readonly string[] }[];

/** Reads the file's rows; a file whose columns or row count are wrong gives one message. */
export function readImportTable(table: ImportFileTable): ImportFileResult {
  const [header, ...data] = table;
  const index: Partial<Record<ImportColumn, number>> = {};
  header?.cells.forEach((name, at) => {
    const column = columnOf(name);
    if (column && index[column] === undefined) index[column] = at;
  });
  const hasAgent = index.AgentId !== undefined || index.AccountNumber !== undefined;
  if (!hasAgent || index.FieldName === undefined || index.Value === undefined) {
    return { ok: false, message: ImportFileMessages.noHeader };
  }
  if (data.length === 0) return { ok: false, message: ImportFileMessages.noRows };
  if (data.length > MaxImportRows) return { ok: false, message: ImportFileMessages.tooManyRows };
  return { ok: true, rows: data.map((row) => toSourceRow(row.line, row.cells, index)) };
}

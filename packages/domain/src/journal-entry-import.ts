// The journal-entry import modal (spec 2 §2, §7 /Import/JournalEntries): a CSV file, one row per
// line; rows with the same PostDate and Reference form one entry, checked by the entry rules.
import { CsvError, parseCsv } from './csv/index';
import { isValidIsoDate, parseUserDate } from './dates';
import { journalEntryProblem, parseJournalAmount } from './journal-entry';

export const JournalImportColumns = [
  'PostDate',
  'Reference',
  'Description',
  'AccountNumber',
  'Debit',
  'Credit',
  'LineDescription',
] as const;
type Column = (typeof JournalImportColumns)[number];

export const JournalImportMessages = {
  noHeading: `The first row must name the columns ${JournalImportColumns.slice(0, 6).join(', ')} (LineDescription is optional).`,
  noRows: 'The file has no journal entry rows.',
  badAmount: (row: number, column: string) => `Row ${row}: ${column} is not a valid amount.`,
  unknownAccount: (row: number, accountNumber: string) =>
    `Row ${row}: account ${accountNumber} was not found.`,
  imported: (count: number) =>
    `${count} journal ${count === 1 ? 'entry was' : 'entries were'} imported.`,
  hasProblems: 'Fix the problems in the file; nothing was imported.',
} as const;

export interface ImportedLine {
  row: number;
  accountNumber: string;
  debitCents: number | null;
  creditCents: number | null;
  description: string;
}

export interface ImportedEntry {
  /** The file line of the entry's first row (the heading is line 1). */
  row: number;
  postDate: string;
  reference: string;
  description: string;
  lines: ImportedLine[];
  problems: string[];
}

/** A day typed as MM/DD/YYYY (or the other spec 1 §5 forms) or YYYY-MM-DD; else the text as is. */
function importDate(text: string): string {
  const trimmed = text.trim();
  if (isValidIsoDate(trimmed)) return trimmed;
  return parseUserDate(trimmed) ?? trimmed;
}

/** The entries of a file, each with its problems; `problem` is set when the file has none. */
export function parseJournalEntryImport(text: string): {
  entries: ImportedEntry[];
  problem: string | null;
} {
  let table: { line: number; cells: string[] }[];
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return { entries: [], problem: error.message };
    throw error;
  }
  const [heading, ...rows] = table;
  const index = new Map<string, number>(
    (heading?.cells ?? []).map((name, i) => [name.trim().toLowerCase(), i]),
  );
  if (JournalImportColumns.slice(0, 6).some((c) => !index.has(c.toLowerCase()))) {
    return { entries: [], problem: JournalImportMessages.noHeading };
  }
  if (rows.length === 0) return { entries: [], problem: JournalImportMessages.noRows };
  const byKey = new Map<string, ImportedEntry>();
  for (const { line: row, cells } of rows) {
    const cell = (column: Column) => (cells[index.get(column.toLowerCase()) ?? -1] ?? '').trim();
    const postDate = importDate(cell('PostDate'));
    const key = JSON.stringify([postDate, cell('Reference')]);
    const entry = byKey.get(key) ?? {
      row,
      postDate,
      reference: cell('Reference'),
      description: cell('Description'),
      lines: [],
      problems: [],
    };
    byKey.set(key, entry);
    const amount = (column: 'Debit' | 'Credit') => {
      const parsed = parseJournalAmount(cell(column));
      if (parsed !== 'invalid') return parsed;
      entry.problems.push(JournalImportMessages.badAmount(row, column));
      return null;
    };
    entry.lines.push({
      row,
      accountNumber: cell('AccountNumber'),
      debitCents: amount('Debit'),
      creditCents: amount('Credit'),
      description: cell('LineDescription'),
    });
  }
  const entries = [...byKey.values()];
  for (const entry of entries) {
    const problem = journalEntryProblem(
      {
        PostDate: entry.postDate,
        Reference: entry.reference,
        Description: entry.description,
        IsJournalEntryTemplate: false,
      },
      entry.lines.map((l) => ({
        AccountId: l.accountNumber ? 1 : null,
        Amount_Debit: l.debitCents,
        Amount_Credit: l.creditCents,
      })),
    );
    if (problem) entry.problems.push(problem);
  }
  return { entries, problem: null };
}

// Budgets (spec 2 §2 'budgets index and budget copy', imports of budgets and prior actuals; §5
// 'Budget copy: the increase percentage is parsed as a number or null'; §7 CopyBudget). A budget
// is an amount in cents per account, cost center and accounting period of a fiscal year.
import { CsvError, dollars, parseCsv } from './csv/index';
import { allocateCents, toCents } from './money';

/** Monthly years have 12 periods; the import file always has 12 amount columns. */
export const BudgetImportPeriodColumns = 12;
/** Increase percentages keep at most 4 decimals and stay within ±1000 %. */
export const BudgetIncreaseMaxDecimals = 4;
export const BudgetIncreaseLimit = 1000;

export const BudgetImportColumns = [
  'AccountNumber',
  ...Array.from({ length: BudgetImportPeriodColumns }, (_, i) => `Period${i + 1}`),
] as const;

export const BudgetMessages = {
  saved: 'The budget was saved.',
  copied: (accounts: number) =>
    `The budget of ${accounts} ${accounts === 1 ? 'account was' : 'accounts were'} copied.`,
  imported: (accounts: number) =>
    `The budget of ${accounts} ${accounts === 1 ? 'account was' : 'accounts were'} imported.`,
  priorActualsImported: (accounts: number) =>
    `The prior actuals of ${accounts} ${accounts === 1 ? 'account were' : 'accounts were'} imported.`,
  sameFiscalYear: 'The source and target fiscal years must be different.',
  fiscalYearNotInCommunity: 'The fiscal year does not belong to this community.',
  periodCountsDiffer: (source: number, target: number) =>
    `The source fiscal year has ${source} periods and the target ${target}; a budget copies only between years of the same periods.`,
  nothingToCopy: 'The source fiscal year has no budget for the selected accounts.',
  accountNotInCommunity: 'An account of the budget does not belong to this community.',
  tooManyAmounts: (periods: number) => `Give one amount for each of the ${periods} periods.`,
  increaseInvalid: 'The increase percentage must be a number.',
  increaseOutOfRange: `The increase percentage must be between -${BudgetIncreaseLimit} and ${BudgetIncreaseLimit}.`,
  amountInvalid: 'Enter an amount of at most 2 decimals.',
  // Import file
  noHeading: `The first row must name the columns ${BudgetImportColumns.join(', ')}.`,
  noRows: 'The file has no budget rows.',
  noAccountNumber: (row: number) => `Row ${row}: AccountNumber is required.`,
  badAmount: (row: number, column: string) => `Row ${row}: ${column} is not a valid amount.`,
  duplicateAccount: (row: number, accountNumber: string, firstRow: number) =>
    `Row ${row}: account ${accountNumber} is already on row ${firstRow}.`,
  beyondPeriods: (row: number, column: string, periods: number) =>
    `Row ${row}: ${column} must be empty; the fiscal year has ${periods} periods.`,
  unknownAccount: (row: number, accountNumber: string) =>
    `Row ${row}: account ${accountNumber} was not found.`,
  hasProblems: 'Fix the problems in the file; nothing was imported.',
} as const;

/**
 * The copy modal's increase percentage (spec 2 §5): a number, or null when the field is empty or
 * not a number. '3.5', '3.5%' and ' -2 ' are numbers.
 */
export function parseIncreasePercentage(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const trimmed = (text ?? '').trim().replace(/%$/, '').trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Whether a percentage can be applied: at most 4 decimals, within ±1000. */
export function increasePercentageProblem(percent: number | null): string | null {
  if (percent === null) return null;
  if (!Number.isFinite(percent)) return BudgetMessages.increaseInvalid;
  if (Math.abs(percent) > BudgetIncreaseLimit) return BudgetMessages.increaseOutOfRange;
  const scaled = percent * 10 ** BudgetIncreaseMaxDecimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return BudgetMessages.increaseInvalid;
  return null;
}

const percentScale = 10n ** BigInt(BudgetIncreaseMaxDecimals + 2);

/** cents × (1 + percent / 100), rounded half-up (away from zero) to whole cents, exactly. */
export function increaseCents(cents: number, percent: number | null): number {
  if (percent === null || percent === 0) return cents;
  const factor = percentScale + BigInt(Math.round(percent * 10 ** BudgetIncreaseMaxDecimals));
  const product = BigInt(cents) * factor;
  let quotient = product / percentScale;
  const remainder = product % percentScale;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice >= percentScale) quotient += product < 0n ? -1n : 1n;
  return Number(quotient);
}

/**
 * The amounts of one account's copied budget. The year's total is increased and rounded half-up
 * once, then shared over the periods in proportion to the source amounts (allocateCents), so the
 * periods add up to the increased total exactly. Amounts of mixed signs are increased one by one.
 */
export function copyBudgetAmounts(amounts: readonly number[], percent: number | null): number[] {
  if (percent === null || percent === 0) return [...amounts];
  const total = amounts.reduce((a, b) => a + b, 0);
  const oneSign = amounts.every((a) => a >= 0) || amounts.every((a) => a <= 0);
  if (!oneSign || total === 0) return amounts.map((a) => increaseCents(a, percent));
  return allocateCents(
    increaseCents(total, percent),
    amounts.map((a) => Math.abs(a)),
  );
}

/** An amount typed in dollars: '1,234.50', '$12', '-5', '(5.00)'; null when empty. */
export function parseBudgetAmount(text: string): number | null | 'invalid' {
  let trimmed = text.trim().replaceAll(',', '').replace('$', '');
  const parenthesized = /^\((.*)\)$/.exec(trimmed);
  if (parenthesized) trimmed = `-${parenthesized[1] ?? ''}`;
  if (trimmed === '') return null;
  if (!/^-?\d+(\.\d{0,2})?$/.test(trimmed)) return 'invalid';
  try {
    return toCents(trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed);
  } catch {
    return 'invalid';
  }
}

/** Cents as the grid's field shows them: -1234.5 dollars is '-1234.50'; 0 is ''. */
export function budgetAmountText(cents: number): string {
  if (cents === 0) return '';
  return dollars(cents);
}

export interface ImportedBudgetRow {
  /** The file line (the heading is line 1). */
  row: number;
  accountNumber: string;
  /** One amount per period, cents; empty cells are 0. */
  amounts: number[];
  problems: string[];
}

/**
 * The rows of a budget (or prior actuals) file: AccountNumber and Period1 … Period12, one row per
 * account. Amounts beyond the fiscal year's periods must be empty. `problem` is set when the file
 * as a whole cannot be read.
 */
export function parseBudgetImport(
  text: string,
  periodCount: number,
): { rows: ImportedBudgetRow[]; problem: string | null } {
  let table: { line: number; cells: string[] }[];
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return { rows: [], problem: error.message };
    throw error;
  }
  const [heading, ...lines] = table;
  const index = new Map((heading?.cells ?? []).map((name, i) => [name.trim().toLowerCase(), i]));
  if (BudgetImportColumns.some((c) => !index.has(c.toLowerCase()))) {
    return { rows: [], problem: BudgetMessages.noHeading };
  }
  if (lines.length === 0) return { rows: [], problem: BudgetMessages.noRows };
  const firstRowOf = new Map<string, number>();
  const rows = lines.map(({ line, cells }) => {
    const cell = (column: string) => (cells[index.get(column.toLowerCase()) ?? -1] ?? '').trim();
    const accountNumber = cell('AccountNumber');
    const problems: string[] = [];
    if (!accountNumber) problems.push(BudgetMessages.noAccountNumber(line));
    const first = firstRowOf.get(accountNumber);
    if (accountNumber && first !== undefined) {
      problems.push(BudgetMessages.duplicateAccount(line, accountNumber, first));
    } else if (accountNumber) firstRowOf.set(accountNumber, line);
    const amounts: number[] = [];
    BudgetImportColumns.slice(1).forEach((column, period) => {
      const amount = parseBudgetAmount(cell(column));
      if (amount === 'invalid') problems.push(BudgetMessages.badAmount(line, column));
      else if (period >= periodCount && amount) {
        problems.push(BudgetMessages.beyondPeriods(line, column, periodCount));
      }
      if (period < periodCount) amounts.push(typeof amount === 'number' ? amount : 0);
    });
    return { row: line, accountNumber, amounts, problems };
  });
  return { rows, problem: null };
}

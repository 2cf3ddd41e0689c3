// What a bank statement file says, whatever its format (OFX/QFX, BAI2, camt.053/054, CSV): per
// account, its balances, period and transactions. Amounts are integer cents, signed: + money into
// the account, - money out. Dates are 'YYYY-MM-DD'.

export const StatementFormats = ['OFX', 'QFX', 'BAI2', 'CAMT053', 'CAMT054', 'CSV'] as const;
export type StatementFormat = (typeof StatementFormats)[number];

export const StatementTransactionTypes = [
  'check',
  'deposit',
  'transfer',
  'fee',
  'debit',
  'credit',
  'interest',
  'other',
] as const;
export type StatementTransactionType = (typeof StatementTransactionTypes)[number];

export interface StatementTransaction {
  date: string;
  amountCents: number;
  type: StatementTransactionType;
  checkNumber?: string;
  reference?: string;
  description?: string;
  /** The bank's own id of the transaction, when the file has one. */
  fitId?: string;
  /** A check image the file points at (URL or file name). */
  imageRef?: string;
  /** The currency of the amount, given only when it is not the statement's (OFX CURRENCY). */
  currency?: string;
}

export interface StatementAccount {
  accountNumber?: string;
  /** ISO 4217 code: what the file says (OFX CURDEF, camt Ccy, BAI2 02/03), USD when it says none. */
  currency: string;
  openingBalanceCents?: number;
  closingBalanceCents?: number;
  /** The available balance the bank reported with the closing balance. */
  availableBalanceCents?: number;
  startDate?: string;
  endDate?: string;
  transactions: StatementTransaction[];
}

export interface StatementRead {
  format: StatementFormat;
  accounts: StatementAccount[];
}

/** A file that breaks its format's rules; line is 1-based, 0 when the file as a whole is wrong. */
export class StatementFormatError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(line > 0 ? `Line ${line}: ${reason}` : reason);
  }
}

/**
 * Cents of a decimal amount as files write it: optional sign, '.' or ',' as the decimal mark,
 * at most two decimals that are not zero. null when the text is not an amount.
 */
export function decimalCents(text: string): number | null {
  const m = /^([+-])?(\d*)(?:[.,](\d*))?$/.exec(text.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null;
  const cents = Number(m[2] || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] === '-' && cents !== 0 ? -cents : cents;
}

/**
 * A function giving the line number (1-based) of a character offset in a text; \r\n, \n and a
 * lone \r end lines. The line starts are found once, each look-up is a binary search.
 */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) starts.push(i + 1);
  }
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

const minDate = (a?: string, b?: string) => (a && b ? (a < b ? a : b) : (a ?? b));
const maxDate = (a?: string, b?: string) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Sections of the same account (a BAI2 file's daily groups, a camt file's statements) become one
 * account: the first opening balance, the last closing balance, the widest period, all transactions
 * in file order. Sections without an account number stay apart.
 */
export function mergeAccounts(sections: readonly StatementAccount[]): StatementAccount[] {
  const out: StatementAccount[] = [];
  const byNumber = new Map<string, StatementAccount>();
  for (const s of sections) {
    const seen = s.accountNumber === undefined ? undefined : byNumber.get(s.accountNumber);
    if (!seen) {
      const copy = { ...s, transactions: [...s.transactions] };
      out.push(copy);
      if (s.accountNumber !== undefined) byNumber.set(s.accountNumber, copy);
      continue;
    }
    if (seen.currency !== s.currency)
      throw new StatementFormatError(
        0,
        `Account ${s.accountNumber ?? ''} is reported both in ${seen.currency} and in ${s.currency}.`,
      );
    seen.openingBalanceCents ??= s.openingBalanceCents;
    if (s.closingBalanceCents !== undefined) seen.closingBalanceCents = s.closingBalanceCents;
    if (s.availableBalanceCents !== undefined) seen.availableBalanceCents = s.availableBalanceCents;
    seen.startDate = minDate(seen.startDate, s.startDate);
    seen.endDate = maxDate(seen.endDate, s.endDate);
    seen.transactions.push(...s.transactions);
  }
  return out;
}

/** The currency a statement file means when it names none. */
export const DefaultStatementCurrency = 'USD';

/** An amount in cents as a statement's control totals are quoted: '-1,234.56', no currency sign. */
export function amountText(cents: number): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${cents < 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Drops the keys whose value is undefined or '' (so results compare and serialize cleanly). */
export function compact<T extends object>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined && v !== '') out[k] = v;
  return out as T;
}

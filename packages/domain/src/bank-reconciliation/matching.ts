// Bank reconciliation matching rules (spec 2 §3 'Reconciliation settings', §7 'Bank
// reconciliation'): which ledger cash item a bank statement line may stand for, and which of
// several candidates wins. The server runs the same rules set-based in SQL; these pure functions
// are the reference the tests hold it to.

/** What a reconciliation may assume when a bank account has no settings of its own. */
export interface ReconciliationSettings {
  /** A check clears only against a bank line carrying its check number. */
  apEnforceCheckNumberMatch: boolean;
  /** Days a bank debit may lie from the book date of a check or withdrawal. */
  apMaxDays: number;
  /** Days a bank credit may lie from the book date of a deposit or transfer. */
  arMaxDays: number;
}

export const DefaultReconciliationSettings: ReconciliationSettings = {
  apEnforceCheckNumberMatch: false,
  apMaxDays: 60,
  arMaxDays: 5,
};

/** The limit of both day settings. */
export const ReconciliationMaxDays = 365;

/** How a bank line came to be matched. */
export const ReconciliationMatchType = { Auto: 1, Manual: 2 } as const;

/** What a book (ledger cash) item is, for matching. */
export type BookItemKind = 'check' | 'deposit' | 'transfer' | 'withdrawal';

/** One line of the bank statement: signed cents, + into the account. */
export interface BankLine {
  id: number;
  date: string;
  amountCents: number;
  checkNumber: string | null;
}

/**
 * One item of the book side: the net of the ledger lines an item (or a deposit batch, as one)
 * posted to the account's cash GL account, signed the same way.
 */
export interface BookItem {
  id: number;
  date: string;
  amountCents: number;
  kind: BookItemKind;
  checkNumber: string | null;
}

/** A check number without leading zeros or spaces, so 0001002 and 1002 are one check. */
export function normalizeCheckNumber(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim().replace(/^0+(?=.)/, '');
  return trimmed === '' ? null : trimmed;
}

const dayMs = 86_400_000;

export function daysApart(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / dayMs;
}

/**
 * The rank of a candidate pair (lower is better), or null when the bank line cannot stand for the
 * item. Amounts must be equal (sign included). A check with enforcement on needs its number on the
 * bank line; otherwise a number match or a date within apMaxDays will do, numbers first. Deposits
 * and transfers need a date within arMaxDays, other withdrawals within apMaxDays.
 */
export function candidateRank(
  settings: ReconciliationSettings,
  bank: BankLine,
  book: BookItem,
): { numberMiss: 0 | 1; days: number } | null {
  if (bank.amountCents !== book.amountCents || bank.amountCents === 0) return null;
  const days = daysApart(bank.date, book.date);
  if (book.kind === 'check') {
    const bankNumber = normalizeCheckNumber(bank.checkNumber);
    const same = bankNumber !== null && bankNumber === normalizeCheckNumber(book.checkNumber);
    if (same) return { numberMiss: 0, days };
    if (settings.apEnforceCheckNumberMatch || days > settings.apMaxDays) return null;
    return { numberMiss: 1, days };
  }
  const limit = book.kind === 'withdrawal' ? settings.apMaxDays : settings.arMaxDays;
  return days <= limit ? { numberMiss: 1, days } : null;
}

/** Strict order of candidate pairs: number match, nearest date, then bank line id, then item id. */
export function comparePairs(
  a: { numberMiss: number; days: number; bankId: number; bookId: number },
  b: { numberMiss: number; days: number; bankId: number; bookId: number },
): number {
  return (
    a.numberMiss - b.numberMiss || a.days - b.days || a.bankId - b.bankId || a.bookId - b.bookId
  );
}

/**
 * One-to-one matching: the best remaining pair wins, then the next best among what is left. Neither
 * a bank line nor a book item is ever used twice. The server reaches the same result by rounds of
 * mutually best pairs (the best remaining pair is always mutually best).
 */
export function matchLines(
  settings: ReconciliationSettings,
  bank: readonly BankLine[],
  book: readonly BookItem[],
): { bankId: number; bookId: number }[] {
  const pairs = [];
  for (const b of bank) {
    for (const i of book) {
      const rank = candidateRank(settings, b, i);
      if (rank) pairs.push({ ...rank, bankId: b.id, bookId: i.id });
    }
  }
  pairs.sort(comparePairs);
  const usedBank = new Set<number>();
  const usedBook = new Set<number>();
  const result = [];
  for (const p of pairs) {
    if (usedBank.has(p.bankId) || usedBook.has(p.bookId)) continue;
    usedBank.add(p.bankId);
    usedBook.add(p.bookId);
    result.push({ bankId: p.bankId, bookId: p.bookId });
  }
  return result;
}

/** A manual match is one bank line to book items whose amounts sum to it exactly. */
export function manualMatchProblem(
  bankAmountCents: number,
  bookAmountsCents: readonly number[],
): string | null {
  if (bookAmountsCents.length === 0) return 'Choose at least one book item to match.';
  const sum = bookAmountsCents.reduce((s, a) => s + a, 0);
  if (sum !== bankAmountCents) {
    return 'The book items must add up to the bank transaction amount.';
  }
  return null;
}

/** The reconciliation's arithmetic: all signed cents, + into the account. */
export interface ReconciliationFigures {
  statementBalanceCents: number;
  /** Book items not yet on the bank: negative sum of outstanding checks and withdrawals. */
  outstandingChecksCents: number;
  /** Book deposits and incoming transfers not yet on the bank. */
  depositsInTransitCents: number;
  /** Bank lines with no book item (fees, interest, unrecorded items). */
  unclearedBankCents: number;
  bookBalanceCents: number;
}

/**
 * The statement balance adjusted by what is on one side only, and its difference from the book
 * balance: zero when the books and the bank agree.
 */
export function reconcile(f: ReconciliationFigures): {
  adjustedBalanceCents: number;
  differenceCents: number;
} {
  const adjustedBalanceCents =
    f.statementBalanceCents +
    f.depositsInTransitCents +
    f.outstandingChecksCents -
    f.unclearedBankCents;
  return { adjustedBalanceCents, differenceCents: adjustedBalanceCents - f.bookBalanceCents };
}

export const BankReconciliationMessages = {
  runError: 'Error processing bank reconciliation.',
  /** How long the success toast of a reconciliation run stays (ms). */
  runSuccessToastMs: 7500,
  finished: 'This reconciliation is finished; its matches are locked.',
  locked: 'The bank transaction belongs to a finished reconciliation.',
  alreadyMatched: 'The bank transaction is already matched.',
  itemMatched: 'A book item is already matched to another bank transaction.',
  notUncleared: 'Only an uncleared bank transaction can be removed.',
  noReconciliation: 'Enter the statement date and ending balance first.',
  notBalanced:
    'The reconciliation does not balance: the unreconciled difference is not zero. Record why to finish it with the difference.',
  /** The longest reason a reconciliation finished with a difference keeps. */
  differenceReasonMax: 500,
  differenceReasonLabel: 'Why the difference remains',
  differenceReasonRequired: 'Say why the difference remains to finish with it.',
  /** Above the reason: what finishing with a difference does. */
  finishesWithDifference: (difference: string) =>
    `The unreconciled difference is ${difference}. Finishing keeps it, with your reason, on the reconciliation report.`,
  flagOff: 'The multi-bank reconciliation report is not enabled for this company.',
} as const;

// Journal entries (spec 2 §3 'General ledger', §4, §5 'Journal entry'; spec 3 §3 and §5): the rules
// of the header and the lines, shared by the screen and the server. Amounts are integer cents.
import { formatDate, isBusinessDate, isValidIsoDate, toIsoDate, type IsoDate } from './dates';
import { addDays } from './ledger/periods';
import { formatCents, toCents } from './money';

export const JournalEntryMessages = {
  postDateRequired: 'Post Date is required.',
  postDateInvalid: 'Post Date is not valid.',
  templateFieldsRequired:
    'Post Date, Reference and Description are required when Save as Journal Entry Template is selected.',
  noTransactions: 'There are no Transactions to Save.',
  invalidLines: 'You have invalid payments',
  amountRequired: 'Please Enter a Debit or Credit Amount',
  accountRequired: 'Please select an account',
  bothAmounts: 'A line cannot have both a Debit and a Credit Amount.',
  amountInvalid: 'Enter an amount of at most 2 decimals.',
  outOfBalance: (debitCents: number, creditCents: number) =>
    `Debits (${formatCents(debitCents)}) must equal Credits (${formatCents(creditCents)}).`,
  templateNotPosted: 'A journal entry template is saved, not posted.',
  templateStaysTemplate: 'A template stays a template; use it to start a new journal entry.',
  postedIsFinal: 'A posted journal entry cannot be changed. Remove it and enter a new one.',
  removedIsFinal: 'This transaction was removed and cannot be changed.',
  yearCloseEntry: 'This entry closes a fiscal year; undo the year close instead.',
  accountNotInCommunity: 'An account of a line does not belong to this community.',
  costCenterNotInCommunity: 'A cost center of a line does not belong to this community.',
  lineNotInEntry: 'A line does not belong to this journal entry.',
  // The same words as the database's own refusals (migration 0005), whichever layer refuses.
  noPeriod: (postDate: IsoDate) =>
    `No accounting period of the community holds the post date ${formatDate(postDate)}.`,
  closedPeriod: (postDate: IsoDate) =>
    `The post date ${formatDate(postDate)} falls in a closed accounting period.`,
  closedFiscalYear: (postDate: IsoDate) =>
    `The post date ${formatDate(postDate)} falls in a closed fiscal year.`,
  noReversalPeriod: 'There is no accounting period after the Post Date to reverse into.',
  reversalPeriodClosed: 'The reversal date falls in a closed accounting period or fiscal year.',
  farFromToday: (days: number) => `The Post Date is more than ${days} days from today.`,
  confirmFarFromToday: (days: number) =>
    `The Post Date is more than ${days} days from today. Do you want to use it?`,
  confirmDelete: 'Are you sure you want to delete this transaction?',
  removed: (itemId: number) => `Transaction #${itemId} was removed successfully`,
  removeClosedFiscalYear: 'This transaction is in a closed fiscal year and cannot be removed.',
  removeClosedPeriod: 'This transaction is in a closed accounting period and cannot be removed.',
  saved: (itemId: number) => `Journal entry #${itemId} was saved.`,
  /** Asked before a line that was saved is removed (spec 3 "Workflow" confirms). */
  confirmRemoveLine: 'Are you sure you want to remove this line item from the entry?',
  posted: (itemId: number) => `Journal entry #${itemId} was posted.`,
  templateSaved: (itemId: number) => `Journal entry template #${itemId} was saved.`,
} as const;

/** Journal amounts use 2 decimals (spec 2 §9). */
export const JournalAmountDecimals = 2;

/**
 * The server's post date validation is called with 60 (spec 2 §7, §9). It means: a post date more
 * than 60 days before or after today is allowed only after the user confirms it; a date outside
 * the community's open periods is refused outright.
 */
export const PostDateValidationDays = 60;

/** One line as the form holds it: cents, or null where the field is empty. */
export interface JournalLineDraft {
  TopsItemAgentDetailId: number | null;
  AccountId: number | null;
  Amount_Debit: number | null;
  Amount_Credit: number | null;
  CostCenterCategoryId: number | null;
  Reference: string;
  Description: string;
  IsDeleted: boolean;
  /** Set once the line had an amount and an account; only such lines are saved. */
  wasSavedAtLeastOnce: boolean;
}

export interface JournalHeaderDraft {
  PostDate: string;
  Reference: string;
  Description: string;
  IsJournalEntryTemplate: boolean;
}

export const blankJournalLine: JournalLineDraft = {
  TopsItemAgentDetailId: null,
  AccountId: null,
  Amount_Debit: null,
  Amount_Credit: null,
  CostCenterCategoryId: null,
  Reference: '',
  Description: '',
  IsDeleted: false,
  wasSavedAtLeastOnce: false,
};

const positive = (cents: number | null): cents is number => cents !== null && cents > 0;

/** What is wrong with one line, in the spec's words; null when it can be saved. */
export function journalLineProblem(
  line: Pick<JournalLineDraft, 'AccountId' | 'Amount_Debit' | 'Amount_Credit'>,
): string | null {
  const debit = positive(line.Amount_Debit);
  const credit = positive(line.Amount_Credit);
  if (debit && credit) return JournalEntryMessages.bothAmounts;
  if (!debit && !credit) return JournalEntryMessages.amountRequired;
  if (line.AccountId === null) return JournalEntryMessages.accountRequired;
  return null;
}

/** A line is saved once it has an amount and an account (spec 2 §4). */
export function isJournalLineComplete(line: JournalLineDraft): boolean {
  return (positive(line.Amount_Debit) || positive(line.Amount_Credit)) && line.AccountId !== null;
}

/** The lines a save sends: not deleted, and saved at least once. */
export function linesToSave(lines: readonly JournalLineDraft[]): JournalLineDraft[] {
  return lines.filter((line) => !line.IsDeleted && line.wasSavedAtLeastOnce);
}

export interface JournalTotals {
  debitCents: number;
  creditCents: number;
}

export function journalTotals(
  lines: readonly Pick<JournalLineDraft, 'Amount_Debit' | 'Amount_Credit' | 'IsDeleted'>[],
): JournalTotals {
  let debitCents = 0;
  let creditCents = 0;
  for (const line of lines) {
    if (line.IsDeleted) continue;
    debitCents += line.Amount_Debit ?? 0;
    creditCents += line.Amount_Credit ?? 0;
  }
  return { debitCents, creditCents };
}

/** The header's problem, if any: post date, then the template's required fields. */
export function journalHeaderProblem(header: JournalHeaderDraft): string | null {
  const postDate = header.PostDate.trim();
  if (header.IsJournalEntryTemplate) {
    if (!postDate || !header.Reference.trim() || !header.Description.trim()) {
      return JournalEntryMessages.templateFieldsRequired;
    }
  }
  if (!postDate) return JournalEntryMessages.postDateRequired;
  if (!isValidIsoDate(postDate) || !isBusinessDate(postDate))
    return JournalEntryMessages.postDateInvalid;
  return null;
}

/**
 * The first reason an entry cannot be saved (spec 2 §5), or null. `lines` are the lines to save:
 * at least one, each valid ('You have invalid payments' otherwise), debits equal to credits.
 */
export function journalEntryProblem(
  header: JournalHeaderDraft,
  lines: readonly Pick<JournalLineDraft, 'AccountId' | 'Amount_Debit' | 'Amount_Credit'>[],
): string | null {
  const headerProblem = journalHeaderProblem(header);
  if (headerProblem) return headerProblem;
  if (lines.length === 0) return JournalEntryMessages.noTransactions;
  if (lines.some((line) => journalLineProblem(line) !== null)) {
    return JournalEntryMessages.invalidLines;
  }
  const { debitCents, creditCents } = journalTotals(
    lines.map((line) => ({ ...line, IsDeleted: false })),
  );
  if (debitCents !== creditCents) return JournalEntryMessages.outOfBalance(debitCents, creditCents);
  return null;
}

/** The blank line added after a line is saved: its reference and description, and the balance. */
export function nextJournalLine(
  lines: readonly JournalLineDraft[],
  carried: JournalLineDraft,
): JournalLineDraft {
  const { debitCents, creditCents } = journalTotals(linesToSave(lines));
  const difference = debitCents - creditCents;
  return {
    ...blankJournalLine,
    Reference: carried.Reference,
    Description: carried.Description,
    CostCenterCategoryId: carried.CostCenterCategoryId,
    Amount_Debit: difference < 0 ? -difference : null,
    Amount_Credit: difference > 0 ? difference : null,
  };
}

/**
 * Applies an edit to one line. When the last line becomes saved for the first time, a new blank
 * line follows it, carrying its reference and description and the amount that balances the entry.
 */
export function editJournalLine(
  lines: readonly JournalLineDraft[],
  index: number,
  patch: Partial<JournalLineDraft>,
): JournalLineDraft[] {
  const current = lines[index];
  if (!current) return [...lines];
  const edited = { ...current, ...patch };
  const becameSaved = !current.wasSavedAtLeastOnce && isJournalLineComplete(edited);
  const line = becameSaved ? { ...edited, wasSavedAtLeastOnce: true } : edited;
  const next = lines.map((l, i) => (i === index ? line : l));
  const isLastLive = next.slice(index + 1).every((l) => l.IsDeleted);
  return becameSaved && isLastLive ? [...next, nextJournalLine(next, line)] : next;
}

/** Removes a line: one already stored is flagged deleted; one never stored is dropped (spec 2 §4). */
export function removeJournalLine(
  lines: readonly JournalLineDraft[],
  index: number,
): JournalLineDraft[] {
  const target = lines[index];
  if (!target) return [...lines];
  const next =
    target.TopsItemAgentDetailId === null
      ? lines.filter((_, i) => i !== index)
      : lines.map((l, i) => (i === index ? { ...l, IsDeleted: true } : l));
  return next.some((l) => !l.IsDeleted) ? next : [...next, { ...blankJournalLine }];
}

/**
 * Dollars typed into an amount field: empty is null, at most 2 decimals and not negative, else
 * 'invalid'.
 */
export function parseJournalAmount(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replaceAll(',', '').replace(/^\$/, '');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return 'invalid';
  try {
    return toCents(trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed);
  } catch {
    return 'invalid';
  }
}

/** Cents as the amount field shows them: 1234.5 dollars is '1234.50'. */
export function journalAmountText(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  const [a, b] = [from, to].map((d) => Date.parse(`${d}T00:00:00Z`));
  return Math.round(((b ?? 0) - (a ?? 0)) / 86_400_000);
}

/** The confirmation a post date needs: more than `days` from today asks the user first. */
export function postDateConfirmation(
  postDate: IsoDate,
  today: IsoDate,
  days = PostDateValidationDays,
): string | null {
  return Math.abs(daysBetween(today, postDate)) > days
    ? JournalEntryMessages.confirmFarFromToday(days)
    : null;
}

/** Reverse next period: the reversal posts on the first day of the period after the post date's. */
export function reversalDateFor(
  postDate: IsoDate,
  periods: readonly { StartDate: IsoDate; EndDate: IsoDate }[],
): IsoDate | null {
  const current = periods.find((p) => p.StartDate <= postDate && postDate <= p.EndDate);
  if (!current) return null;
  const nextStart = addDays(current.EndDate, 1);
  return periods.some((p) => p.StartDate === nextStart) ? nextStart : null;
}

/** The calendar day of an instant in the local time zone, as 'YYYY-MM-DD'. */
export function localDay(instant: Date): IsoDate {
  return toIsoDate(instant.getFullYear(), instant.getMonth() + 1, instant.getDate());
}

/** Today (or `now`'s day) on the server's (the browser's) calendar, as 'YYYY-MM-DD'. */
export function todayIso(now = new Date()): IsoDate {
  return localDay(now);
}

// Year close and its undo (spec 2 §2, §4 'Fiscal years can be closed and the close undone with a
// reason', §7 SaveCloseYear and UndoCloseYear). Closing moves every income and expense account's
// balance for the year into retained earnings, so the closed year's income statement nets to zero.
import { formatDate, type IsoDate } from './dates';
import type { PostingLine } from './ledger/posting';
import { AccountTypeId } from './static-data/accounts';

/** The undo reason is required, 1 to 500 characters. */
export const UndoCloseYearReasonMaxLength = 500;

const range = (year: FiscalYearRange) =>
  `${formatDate(year.StartDate)} - ${formatDate(year.EndDate)}`;

export interface FiscalYearRange {
  StartDate: IsoDate;
  EndDate: IsoDate;
}

export const YearCloseMessages = {
  retainedEarningsMissing:
    'Select the Retained Earnings required account before closing the fiscal year.',
  alreadyClosed: 'This fiscal year is already closed.',
  earlierYearOpen: (earlier: FiscalYearRange) =>
    `The earlier fiscal year ${range(earlier)} must be closed first.`,
  notClosed: 'This fiscal year is not closed.',
  noCloseToUndo: 'This fiscal year has no year close to undo.',
  laterYearClosed: (later: FiscalYearRange) =>
    `The close of the later fiscal year ${range(later)} must be undone first.`,
  reasonRequired: 'A reason is required to undo the year close.',
  reasonTooLong: `The reason can be at most ${UndoCloseYearReasonMaxLength} characters.`,
  closed: (year: FiscalYearRange) => `Fiscal year ${range(year)} was closed.`,
  undone: (year: FiscalYearRange) => `The close of fiscal year ${range(year)} was undone.`,
  confirmClose: (year: FiscalYearRange) =>
    `Close fiscal year ${range(year)}? Income and expenses move to retained earnings and no ` +
    'transaction can post into the year until the close is undone.',
  closingDescription: (year: FiscalYearRange) => `Year close ${range(year)}`,
  undoDescription: (year: FiscalYearRange) => `Undo year close ${range(year)}`,
} as const;

/** The undo reason's problem, if any. */
export function undoReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return YearCloseMessages.reasonRequired;
  if (trimmed.length > UndoCloseYearReasonMaxLength) return YearCloseMessages.reasonTooLong;
  return null;
}

export function isIncomeOrExpense(accountTypeId: number): boolean {
  return accountTypeId === AccountTypeId.Income || accountTypeId === AccountTypeId.Expenses;
}

/** One account's (and cost center's) debits and credits for the year. */
export interface YearAccountBalance {
  accountId: number;
  accountTypeId: number;
  costCenterId: number | null;
  debitCents: number;
  creditCents: number;
}

/**
 * The closing entry's lines: each income and expense balance reversed, and the net, per cost
 * center, to retained earnings. Balances of other account types are left alone; an empty result
 * means there is nothing to move.
 */
export function closingLines(
  balances: readonly YearAccountBalance[],
  retainedEarningsAccountId: number,
  description: string,
): PostingLine[] {
  const lines: PostingLine[] = [];
  const netByCostCenter = new Map<number | null, number>();
  for (const b of balances) {
    if (!isIncomeOrExpense(b.accountTypeId)) continue;
    const net = b.debitCents - b.creditCents;
    if (net === 0) continue;
    lines.push({
      accountId: b.accountId,
      costCenterId: b.costCenterId,
      debitCents: net < 0 ? -net : 0,
      creditCents: net > 0 ? net : 0,
      description,
    });
    netByCostCenter.set(b.costCenterId, (netByCostCenter.get(b.costCenterId) ?? 0) + net);
  }
  for (const [costCenterId, net] of netByCostCenter) {
    if (net === 0) continue;
    lines.push({
      accountId: retainedEarningsAccountId,
      costCenterId,
      debitCents: net > 0 ? net : 0,
      creditCents: net < 0 ? -net : 0,
      description,
    });
  }
  return lines;
}

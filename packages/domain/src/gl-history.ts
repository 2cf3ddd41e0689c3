// General-ledger history of one account (spec 2 §2 'GL history (accountId)', §7 GetHistoryHeader).
import { accountGroupOf } from './static-data/accounts';

export type NormalBalance = 'Debit' | 'Credit';

/** Assets and expenses grow with debits; liabilities, equity and income with credits. */
export function normalBalanceOf(accountTypeId: number): NormalBalance {
  const group = accountGroupOf(accountTypeId);
  return group === 'Asset' || group === 'Expense' ? 'Debit' : 'Credit';
}

/** A balance (debits minus credits) in the account's normal sign: positive is the usual side. */
export function balanceInNormalSign(accountTypeId: number, debitMinusCreditCents: number): number {
  const signed =
    normalBalanceOf(accountTypeId) === 'Debit' ? debitMinusCreditCents : -debitMinusCreditCents;
  return signed === 0 ? 0 : signed;
}

/** GL history pages: 25 lines by default, at most 200. */
export const GlHistoryPageSize = 25;
export const GlHistoryMaxPageSize = 200;

/**
 * How a statement shows the lines behind one of its figures (issue 24, drill-down): their debits
 * minus credits in the account's normal sign (balance sheet, income statement, budget versus
 * actual), as they are (a trial balance's debit), or negated (its credit; a cash flow's change).
 */
export const DrillSigns = ['normal', 'debit', 'credit'] as const;
export type DrillSign = (typeof DrillSigns)[number];

/** The figure lines with these debits minus credits (cents) add up to on the statement. */
export function drillFigure(
  sign: DrillSign,
  accountTypeId: number,
  debitMinusCredit: number,
): number {
  const figure =
    sign === 'normal'
      ? balanceInNormalSign(accountTypeId, debitMinusCredit)
      : sign === 'debit'
        ? debitMinusCredit
        : -debitMinusCredit;
  return figure === 0 ? 0 : figure;
}

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

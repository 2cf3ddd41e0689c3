import type { StatementAccount } from './types';

/**
 * The currency of every bank account: the product keeps US-dollar bank accounts only (the
 * bank_accounts table has no currency), so this is the one place that says so.
 */
export const BankAccountCurrency = 'USD';

const names: Record<string, string> = { USD: 'US dollars' };
const named = (code: string) => (names[code] ? `${names[code]} (${code})` : code);

/**
 * Why a statement account may not be booked into a bank account, when its currency (or the
 * currency of one of its transactions) is not the bank account's; undefined when it may.
 */
export function statementCurrencyRefusal(
  account: StatementAccount,
  bank: { accountName: string; currency: string },
): string | undefined {
  const of = account.accountNumber
    ? `The statement of account ${account.accountNumber}`
    : 'The statement';
  const into = `the bank account "${bank.accountName}" is in ${named(bank.currency)}`;
  if (account.currency !== bank.currency)
    return `${of} is in ${named(account.currency)}; ${into}. A statement in another currency cannot be imported into it.`;
  const foreign = account.transactions.find((t) => t.currency && t.currency !== bank.currency);
  if (foreign?.currency)
    return (
      `${of} has a transaction of ${foreign.date} in ${named(foreign.currency)}` +
      `${foreign.fitId ? ` (${foreign.fitId})` : ''}; ${into}. A statement with amounts in another currency cannot be imported into it.`
    );
  return undefined;
}

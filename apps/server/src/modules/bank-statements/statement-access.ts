import { queryRows, sql } from '@hoa/db';
import { BankAccountCurrency, type AccessLevel } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

// Bank statements belong to bank accounts, bank accounts to communities: every use case checks the
// 'bank' claim and that the account's community is on the caller's list.

export interface StatementBankAccount {
  id: number;
  communityAgentId: number;
  accountName: string;
  accountNumber: string;
  /** Its cash GL account, when it has one. */
  glAccountId: number | null;
  /** ISO 4217; every bank account of the product is in US dollars (BankAccountCurrency). */
  currency: string;
}

const accountColumns = sql`id::int8 as id, community_agent_id::int8 as "communityAgentId",
  account_name as "accountName", account_number as "accountNumber",
  gl_account_id::int8 as "glAccountId", ${BankAccountCurrency}::text as currency`;

/** A live bank account of a community on the caller's list (404 for another company's). */
export async function loadStatementBankAccount(
  ctx: RequestContext,
  bankAccountId: number,
  level: AccessLevel,
): Promise<StatementBankAccount> {
  requireClaim(ctx, 'bank', level);
  const [row] = await queryRows<StatementBankAccount>(
    ctx.tx,
    sql`select ${accountColumns} from bank_accounts where id = ${bankAccountId} and not is_removed`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.communityAgentId);
  return row;
}

/** Every live bank account of the company, for telling which one a file's account number is. */
export function companyBankAccounts(ctx: RequestContext): Promise<StatementBankAccount[]> {
  return queryRows<StatementBankAccount>(
    ctx.tx,
    sql`select ${accountColumns} from bank_accounts where not is_removed order by id`,
  );
}

const normalize = (n: string) =>
  n
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^0+/, '');

/**
 * The bank account a file's account number names: equal once spaces, dashes and leading zeros are
 * ignored, or an IBAN/long number ending in the account number (of 6 characters or more).
 */
export function matchAccountNumber(
  fileNumber: string | undefined,
  accounts: readonly StatementBankAccount[],
): StatementBankAccount | undefined {
  if (!fileNumber) return undefined;
  const wanted = normalize(fileNumber);
  if (wanted === '') return undefined;
  return (
    accounts.find((a) => normalize(a.accountNumber) === wanted) ??
    accounts.find((a) => {
      const own = normalize(a.accountNumber);
      return own.length >= 6 && wanted.endsWith(own);
    })
  );
}

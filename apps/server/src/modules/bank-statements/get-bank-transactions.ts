import { queryRows, sql } from '@hoa/db';
import type { bankStatements, BankTransaction, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadStatementBankAccount } from './statement-access';
import { transactionPage, transactionsById } from './transaction-queries';

type PageQuery = InputOf<typeof bankStatements.GetBankStatement>['query'];

/** GetBankStatement and GetBankTransactions: an account's transactions in a date range, paged. */
export async function getBankTransactions(
  ctx: RequestContext,
  { query }: { query: PageQuery },
): Promise<ResponseOf<typeof bankStatements.GetBankStatement>> {
  await loadStatementBankAccount(ctx, query.bankAccountId, 'read');
  return transactionPage(ctx, query);
}

/** One live transaction of a bank account on the caller's list. */
export async function getBankTransaction(
  ctx: RequestContext,
  bankTransactionId: number,
): Promise<BankTransaction & { CheckImageKey: string | null }> {
  requireClaim(ctx, 'bank', 'read');
  const [row] = await transactionsById(ctx, [bankTransactionId]);
  if (!row) throw notFound();
  await requireCommunity(ctx, row.CommunityAgentId);
  return row;
}

/** The statements imported for a bank account, newest first. */
export async function getBankStatements(
  ctx: RequestContext,
  { query }: { query: { bankAccountId: number } },
): Promise<ResponseOf<typeof bankStatements.GetBankStatements>> {
  await loadStatementBankAccount(ctx, query.bankAccountId, 'read');
  return queryRows(
    ctx.tx,
    sql`select id::int8 as "BankStatementId", file_name as "FileName", format as "Format",
               to_char(start_date, 'YYYY-MM-DD') as "StartDate", to_char(end_date, 'YYYY-MM-DD') as "EndDate",
               opening_balance_cents::int8 as "OpeningBalance", closing_balance_cents::int8 as "ClosingBalance",
               transaction_count as "TransactionCount", is_locked as "IsLocked",
               to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "ImportedAt"
          from bank_statements where bank_account_id = ${query.bankAccountId}
         order by end_date desc nulls last, id desc limit 200`,
  );
}

import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { loadReconAccount, today } from './recon-account';
import { bookBalanceSql } from './recon-sql';
import { summarize } from './summary';

type R = typeof contract.bankReconciliation;

export async function getSummary(
  ctx: RequestContext,
  input: InputOf<R['GetSummary']>,
): Promise<ResponseOf<R['GetSummary']>> {
  const q = input.query;
  const account = await loadReconAccount(ctx, q.bankAccountId, 'read', q.costCenterCategoryId);
  return summarize(ctx.tx, account, q.asOfDate ?? null);
}

/** The book balance of the account as of a date (bookBalanceSql). */
export async function getCurrentBalance(
  ctx: RequestContext,
  input: InputOf<R['GetCurrentBalance']>,
): Promise<ResponseOf<R['GetCurrentBalance']>> {
  const q = input.query;
  const account = await loadReconAccount(ctx, q.bankAccountId, 'read', q.costCenterCategoryId);
  const asOf = q.asOfDate ?? today();
  const [row] = await queryRows<{ balance: number }>(
    ctx.tx,
    sql`select (${bookBalanceSql(account, asOf)}) as balance`,
  );
  return { BankAccountId: account.id, AsOfDate: asOf, Balance: row?.balance ?? 0 };
}

export async function getBankAccountUnreconciledDifference(
  ctx: RequestContext,
  input: InputOf<R['GetBankAccountUnreconciledDifference']>,
): Promise<ResponseOf<R['GetBankAccountUnreconciledDifference']>> {
  const account = await loadReconAccount(ctx, input.body.bankId, 'read');
  const summary = await summarize(ctx.tx, account, input.body.asOfDate);
  return { BankAccountId: account.id, AsOfDate: summary.AsOfDate, Difference: summary.Difference };
}

/** The community's live bank accounts with a cash GL account. */
export async function getAccounts(
  ctx: RequestContext,
  input: InputOf<R['GetAccounts']>,
): Promise<ResponseOf<R['GetAccounts']>> {
  requireClaim(ctx, 'bank', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  return queryRows(
    ctx.tx,
    sql`select id::float8 as "BankAccountId", account_name as "AccountName",
               account_number as "AccountNumber", gl_account_id::float8 as "TopsAccountId"
          from bank_accounts
         where community_agent_id = ${input.query.communityAgentId}::bigint and not is_removed
           and gl_account_id is not null
         order by is_primary desc, account_name, id`,
  );
}

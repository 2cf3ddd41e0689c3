import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { todayIso } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { loadReconAccount } from './recon-account';
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
  const asOf = q.asOfDate ?? todayIso();
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
    sql`select ba.id::int8 as "BankAccountId", ba.account_name as "AccountName",
               ba.account_number as "AccountNumber", ba.gl_account_id::int8 as "TopsAccountId",
               nullif(trim(c.alias), '') as "BankAlias"
          from bank_accounts ba
          left join contacts c on c.agent_id = ba.bank_agent_id
         where ba.community_agent_id = ${input.query.communityAgentId}::bigint
           and not ba.is_removed and ba.gl_account_id is not null
         order by ba.is_primary desc, ba.account_name, ba.id`,
  );
}

import { bankAccounts, queryRows, sql, type SQL } from '@hoa/db';
import type { FundsTransfer, TransferBankAccount } from '@hoa/contract';

import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

/** Today's ISO date (UTC). */
const statusName = sql`case ft.status when 1 then 'Pending' when 2 then 'Posted' else 'Cancelled' end`;

/** Transfers matching `where` (over funds_transfers ft), newest first. */
export function readTransfers(ctx: RequestContext, where: SQL): Promise<FundsTransfer[]> {
  return queryRows<FundsTransfer>(
    ctx.tx,
    sql`select ft.id::int8 as "FundsTransferId", ft.community_agent_id::int8 as "CommunityAgentId",
               ft.from_bank_account_id::int8 as "BankAccountIdFrom", fa.account_name as "BankAccountNameFrom",
               ft.to_bank_account_id::int8 as "BankAccountIdTo", ta.account_name as "BankAccountNameTo",
               ft.amount_cents::int8 as "Amount", ft.reference as "Reference",
               ft.transfer_date::text as "TransferDate", ft.status::int as "Status",
               ${statusName} as "StatusName", ft.item_id::int8 as "TopsItemId",
               i.status_id::int as "TopsStatusId", ft.cancel_reason as "CancelReason",
               ft.created_at::text as "CreatedAt"
          from funds_transfers ft
          join bank_accounts fa on fa.id = ft.from_bank_account_id
          join bank_accounts ta on ta.id = ft.to_bank_account_id
          left join items i on i.id = ft.item_id
         where ${where}
         order by ft.transfer_date desc, ft.id desc`,
  );
}

export async function readTransfer(ctx: RequestContext, id: number): Promise<FundsTransfer> {
  const [row] = await readTransfers(ctx, sql`ft.id = ${id}::bigint`);
  if (!row) throw notFound();
  return row;
}

/**
 * Bank accounts (not removed) of the caller's communities matching `where` (over
 * bank_accounts), each with the ledger balance of its GL cash account.
 */
export function readTransferAccounts(
  ctx: RequestContext,
  where: SQL,
): Promise<(TransferBankAccount & { CommunityAgentId: number })[]> {
  return queryRows(
    ctx.tx,
    sql`select bank_accounts.id::int8 as "BankAccountId", bank_accounts.bank_agent_id::int8 as "BankAgentId",
               coalesce(bc.display_name, '') as "BankName", bank_accounts.account_name as "AccountName",
               right(bank_accounts.account_number, 4) as "AccountNumber",
               bank_accounts.gl_account_id::int8 as "AccountId",
               bank_accounts.community_agent_id::int8 as "CommunityAgentId",
               coalesce((select sum(g.debit_cents - g.credit_cents) from gl_period_balances g
                          where g.account_id = bank_accounts.gl_account_id), 0)::int8 as "Balance"
          from bank_accounts
          left join contacts bc on bc.agent_id = bank_accounts.bank_agent_id
         where not bank_accounts.is_removed and ${inUserCommunities(ctx, bankAccounts.communityAgentId)}
           and ${where}
         order by bank_accounts.is_primary desc, bank_accounts.account_name, bank_accounts.id`,
  );
}

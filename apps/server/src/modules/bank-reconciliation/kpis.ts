import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { requireClaim } from '../../http/access';
import { loadReconAccount } from './recon-account';
import { bankLinesSql, bookItemsSql } from './recon-sql';

type R = typeof contract.bankReconciliation;

export async function countUnreconciledTransactions(
  ctx: RequestContext,
  input: InputOf<R['CountUnreconciledTransactions']>,
): Promise<ResponseOf<R['CountUnreconciledTransactions']>> {
  const q = input.query;
  const account = await loadReconAccount(ctx, q.bankAccountId, 'read', q.costCenterCategoryId);
  const asOf = q.asOfDate ?? null;
  const [row] = await queryRows<{ bank: number; book: number }>(
    ctx.tx,
    sql`select (select count(*)::int from (${bankLinesSql(account, asOf)}) b where b.match_id is null) as bank,
               (select count(*)::int from (${bookItemsSql(account, asOf)}) k where k.match_id is null) as book`,
  );
  const bank = row?.bank ?? 0;
  const book = row?.book ?? 0;
  return { BankTransactions: bank, BookItems: book, Total: bank + book };
}

export async function getUnmatchedTransactionKpi(
  ctx: RequestContext,
  input: InputOf<R['GetUnmatchedTransactionKpiByBankAccountId']>,
): Promise<ResponseOf<R['GetUnmatchedTransactionKpiByBankAccountId']>> {
  const account = await loadReconAccount(ctx, input.query.bankAccountId, 'read');
  const [row] = await queryRows<ResponseOf<R['GetUnmatchedTransactionKpiByBankAccountId']>>(
    ctx.tx,
    sql`select count(*) filter (where amount > 0)::int as "UnmatchedCredits",
               coalesce(sum(amount) filter (where amount > 0), 0)::int8 as "UnmatchedCreditsAmount",
               count(*) filter (where amount < 0)::int as "UnmatchedDebits",
               coalesce(sum(amount) filter (where amount < 0), 0)::int8 as "UnmatchedDebitsAmount"
          from (${bankLinesSql(account, null)}) b where b.match_id is null`,
  );
  return (
    row ?? {
      UnmatchedCredits: 0,
      UnmatchedCreditsAmount: 0,
      UnmatchedDebits: 0,
      UnmatchedDebitsAmount: 0,
    }
  );
}

export async function getBankTransactionKpiDetails(
  ctx: RequestContext,
  input: InputOf<R['GetBankTransactionKpiDetails']>,
): Promise<ResponseOf<R['GetBankTransactionKpiDetails']>> {
  const account = await loadReconAccount(ctx, input.query.bankAccountId, 'read');
  const rows = await queryRows<{
    State: 'auto' | 'manual' | 'unmatched' | 'locked';
    Count: number;
    Amount: number;
  }>(
    ctx.tx,
    sql`select s.state as "State", count(b.id)::int as "Count",
               coalesce(sum(b.amount), 0)::int8 as "Amount"
          from (values ('auto', 1), ('manual', 2), ('unmatched', 3), ('locked', 4)) s(state, ord)
          left join (${bankLinesSql(account, null)}) b
            on s.state = case when b.match_id is null then 'unmatched'
                              when b.reconciliation_id is not null then 'locked'
                              when b.match_type = 1 then 'auto' else 'manual' end
         group by s.state, s.ord order by s.ord`,
  );
  return rows;
}

/** A community's statement dates: its reconciliations and imported statements, newest first. */
export async function getAgentBankAccountStatementDates(
  ctx: RequestContext,
  input: InputOf<R['GetAgentBankAccountStatementDates']>,
): Promise<ResponseOf<R['GetAgentBankAccountStatementDates']>> {
  requireClaim(ctx, 'bank', 'read');
  await requireCommunity(ctx, input.params.id);
  return queryRows(
    ctx.tx,
    sql`select d.bank_account_id::int8 as "BankAccountId", ba.account_name as "AccountName",
               to_char(d.statement_date, 'YYYY-MM-DD') as "StatementDate",
               max(d.reconciliation_id)::int8 as "ReconciliationId",
               bool_or(d.finished) as "IsFinished"
          from (select bank_account_id, statement_date, id as reconciliation_id,
                       finished_at is not null as finished
                  from bank_reconciliations
                union all
                select bank_account_id, end_date, null, false from bank_statements
                 where end_date is not null) d
          join bank_accounts ba on ba.id = d.bank_account_id
         where ba.community_agent_id = ${input.params.id}::bigint
         group by d.bank_account_id, ba.account_name, d.statement_date
         order by d.statement_date desc, d.bank_account_id`,
  );
}

import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';

import { appError, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadReconAccount } from './recon-account';
import { findReconciliation, summarize } from './summary';

type R = typeof contract.bankReconciliation;

/** Starts the account's reconciliation, or changes the open one's statement date and balance. */
export async function saveReconciliation(
  ctx: RequestContext,
  input: InputOf<R['SaveReconciliation']>,
): Promise<ResponseOf<R['SaveReconciliation']>> {
  const b = input.body;
  const account = await loadReconAccount(ctx, b.BankAccountId, 'update', b.CostCenterCategoryId);
  const [last] = await queryRows<{ date: string | null }>(
    ctx.tx,
    sql`select to_char(max(statement_date), 'YYYY-MM-DD') as date from bank_reconciliations
         where bank_account_id = ${account.id}::bigint and finished_at is not null`,
  );
  if (last?.date && b.StatementDate <= last.date) {
    throw appError('BankReconStatementDateNotAfter', last.date);
  }
  await ctx.tx.execute(
    sql`insert into bank_reconciliations (company_id, community_agent_id, bank_account_id,
          statement_date, statement_ending_balance_cents, created_by_user_id)
        values (${ctx.user.companyId}::bigint, ${account.communityAgentId}::bigint,
                ${account.id}::bigint, ${b.StatementDate}::date, ${b.StatementEndingBalance}::bigint,
                ${ctx.user.userId}::bigint)
        on conflict (bank_account_id) where finished_at is null do update
          set statement_date = excluded.statement_date,
              statement_ending_balance_cents = excluded.statement_ending_balance_cents`,
  );
  return summarize(ctx.tx, account, b.StatementDate);
}

/**
 * Finishes a reconciliation: the matches of bank lines up to the statement date and the statements
 * ending by then are locked. A difference other than zero is kept with the reason the user records;
 * without a reason it is refused.
 */
export async function finishReconciliation(
  ctx: RequestContext,
  input: InputOf<R['FinishReconciliation']>,
): Promise<ResponseOf<R['FinishReconciliation']>> {
  const [row] = await queryRows<{ bankAccountId: number }>(
    ctx.tx,
    sql`select bank_account_id::int8 as "bankAccountId" from bank_reconciliations
         where id = ${input.body.ReconciliationId}::bigint for update`,
  );
  if (!row) throw notFound();
  const account = await loadReconAccount(
    ctx,
    row.bankAccountId,
    'update',
    input.body.CostCenterCategoryId,
  );
  const open = await findReconciliation(ctx.tx, account.id, null);
  if (open?.id !== input.body.ReconciliationId) throw appError('BankReconFinished');
  const before = await summarize(ctx.tx, account, open.statementDate);
  const reason = before.Difference === 0 ? null : (input.body.DifferenceReason ?? '');
  if (reason === '') throw appError('BankReconNotBalanced');
  await ctx.tx.execute(
    sql`with matches as (
          update bank_reconciliation_matches m set reconciliation_id = ${open.id}::bigint
            from bank_transactions bt
           where bt.id = m.bank_transaction_id and m.bank_account_id = ${account.id}::bigint
             and m.reconciliation_id is null and bt.transaction_date <= ${open.statementDate}::date
        ), statements as (
          update bank_statements set is_locked = true
           where bank_account_id = ${account.id}::bigint and not is_locked
             and coalesce(end_date, start_date) <= ${open.statementDate}::date
          returning id
        )
        update bank_reconciliations
           set finished_at = now(), finished_by_user_id = ${ctx.user.userId}::bigint,
               finished_difference_cents = ${before.Difference}::bigint,
               difference_reason = ${reason},
               locked_statement_ids = coalesce((select array_agg(id order by id) from statements), '{}')
         where id = ${open.id}::bigint`,
  );
  return summarize(ctx.tx, account, open.statementDate);
}

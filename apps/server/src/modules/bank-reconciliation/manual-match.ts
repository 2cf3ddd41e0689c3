import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { manualMatchProblem, ReconciliationMatchType } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadTransactionAccount, type ReconAccount } from './recon-account';
import { cashLinesOf, clearMatchedChecksSql, unclearUnmatchedChecksSql } from './recon-sql';
import { idArray } from '../../sql/index';

type R = typeof contract.bankReconciliation;

const noCashLines = (account: ReconAccount) =>
  account.costCenter
    ? `Every item must have cash lines on the bank account in cost center ${account.costCenter.name}.`
    : 'Every item must have cash lines on the bank account.';

/** The bank transaction's match state, locked for the rest of the request. */
async function lockTransaction(ctx: RequestContext, account: ReconAccount, id: number) {
  const [row] = await queryRows<{
    amount: number;
    matchId: number | null;
    reconciliationId: number | null;
    statementLocked: boolean;
  }>(
    ctx.tx,
    sql`select bt.amount_cents::int8 as amount, m.id::int8 as "matchId",
               m.reconciliation_id::int8 as "reconciliationId",
               coalesce(s.is_locked, false) as "statementLocked"
          from bank_transactions bt
          left join bank_reconciliation_matches m on m.bank_transaction_id = bt.id
          left join bank_statements s on s.id = bt.statement_id
         where bt.id = ${id}::bigint and bt.bank_account_id = ${account.id}::bigint
         for update of bt`,
  );
  if (!row) throw appError('BankReconTransactionNotFound');
  return row;
}

/** One bank transaction matched by hand to cash items of the account that add up to it. */
export async function matchTransactions(
  ctx: RequestContext,
  input: InputOf<R['MatchTransactions']>,
): Promise<ResponseOf<R['MatchTransactions']>> {
  const b = input.body;
  const account = await loadTransactionAccount(
    ctx,
    b.BankTransactionId,
    'update',
    b.CostCenterCategoryId,
  );
  const txn = await lockTransaction(ctx, account, b.BankTransactionId);
  if (txn.reconciliationId !== null || txn.statementLocked) throw appError('BankReconLocked');
  if (txn.matchId !== null) throw appError('BankReconAlreadyMatched');
  const itemIds = [...new Set(b.ItemIds)];
  const items = await queryRows<{ itemId: number; amount: number; matched: boolean }>(
    ctx.tx,
    sql`select l.item_id::int8 as "itemId", sum(l.debit_cents - l.credit_cents)::int8 as amount,
               exists (select 1 from bank_reconciliation_match_items mi
                        where mi.bank_account_id = ${account.id}::bigint
                          and mi.item_id = l.item_id) as matched
          from gl_lines l
         where l.item_id = any(${idArray(itemIds)}) and ${cashLinesOf(account)}
         group by l.item_id`,
  );
  if (items.length !== itemIds.length) {
    throw appError('BankReconNoCashLines', noCashLines(account));
  }
  if (items.some((i) => i.matched)) throw appError('BankReconItemMatched');
  const problem = manualMatchProblem(
    txn.amount,
    items.map((i) => i.amount),
  );
  if (problem) throw appError('BankReconMatchRefused', problem);
  await ctx.tx.execute(
    sql`with m as (
          insert into bank_reconciliation_matches (company_id, bank_account_id, bank_transaction_id,
                                                   match_type, matched_by_user_id)
          values (${ctx.user.companyId}::bigint, ${account.id}::bigint, ${b.BankTransactionId}::bigint,
                  ${ReconciliationMatchType.Manual}, ${ctx.user.userId}::bigint)
          returning id
        )
        insert into bank_reconciliation_match_items (company_id, match_id, bank_account_id, item_id,
                                                     ap_payment_id, amount_cents)
        select ${ctx.user.companyId}::bigint, m.id, ${account.id}::bigint, t."itemId", p.id, t.amount
          from m cross join jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
            as t("itemId" bigint, amount bigint)
          left join ap_payments p
            on p.item_id = t."itemId" and p.bank_account_id = ${account.id}::bigint`,
  );
  await ctx.tx.execute(clearMatchedChecksSql(account));
  return { success: true };
}

/** Undoes an unlocked match; a check it cleared is outstanding again. */
export async function unmatchTransaction(
  ctx: RequestContext,
  input: InputOf<R['UnmatchTransaction']>,
): Promise<ResponseOf<R['UnmatchTransaction']>> {
  const id = input.body.BankTransactionId;
  const account = await loadTransactionAccount(ctx, id, 'update');
  const txn = await lockTransaction(ctx, account, id);
  if (txn.matchId === null) throw appError('BankReconNotMatched');
  if (txn.reconciliationId !== null || txn.statementLocked) throw appError('BankReconLocked');
  await ctx.tx.execute(
    sql`delete from bank_reconciliation_matches where id = ${txn.matchId}::bigint`,
  );
  await ctx.tx.execute(unclearUnmatchedChecksSql(account));
  return { success: true };
}

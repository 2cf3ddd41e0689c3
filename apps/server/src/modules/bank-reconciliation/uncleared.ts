import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';

import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { selectBankLines } from './get-panes';
import { loadReconAccount, loadTransactionAccount } from './recon-account';

type R = typeof contract.bankReconciliation;

/** Bank lines the books lack, with the GL account the account's first matching criterion names. */
export async function getUnclearedBankTransaction(
  ctx: RequestContext,
  input: InputOf<R['GetUnclearedBankTransaction']>,
): Promise<ResponseOf<R['GetUnclearedBankTransaction']>> {
  const account = await loadReconAccount(ctx, input.query.bankAccountId, 'read');
  const lines = await selectBankLines(ctx, account, input.query.asOfDate ?? null, 'unmatched');
  const criteria = await queryRows<{ text: string; type: string | null; accountId: number }>(
    ctx.tx,
    sql`select lower(description_contains) as text, transaction_type as type,
               account_id::int8 as "accountId"
          from bank_recon_criteria where bank_account_id = ${account.id}::bigint order by id`,
  );
  return lines.map((line) => ({
    ...line,
    SuggestedTopsAccountId:
      criteria.find(
        (c) =>
          (line.Description ?? '').toLowerCase().includes(c.text) &&
          (c.type === null || c.type === line.TransactionType),
      )?.accountId ?? null,
  }));
}

/** Removes a bank line that no book item matches and no finished reconciliation locked. */
export async function removeUnclearedBankTransaction(
  ctx: RequestContext,
  input: InputOf<R['RemoveUnclearedBankTransaction']>,
): Promise<ResponseOf<R['RemoveUnclearedBankTransaction']>> {
  const id = input.body.BankTransactionId;
  await loadTransactionAccount(ctx, id, 'delete');
  const removed = await queryRows(
    ctx.tx,
    sql`update bank_transactions bt set is_deleted = true
         where bt.id = ${id}::bigint and not bt.is_deleted
           and not exists (select 1 from bank_reconciliation_matches m
                            where m.bank_transaction_id = bt.id)
           and not exists (select 1 from bank_statements s
                            where s.id = bt.statement_id and s.is_locked)
        returning bt.id`,
  );
  if (removed.length === 0) throw appError('BankReconNotUncleared');
  return { success: true };
}

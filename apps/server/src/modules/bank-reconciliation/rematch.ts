import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { BankLogState, ReconciliationMatchType, SmartBankingFeatureId } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { bankAccountsByAlias, writeBankAccountLog } from '../bank-integration/index';
import { runAutoMatch } from './auto-match';
import { loadReconAccount, type ReconAccount } from './recon-account';
import { cashLinesOf, unclearUnmatchedChecksSql } from './recon-sql';
import { effectiveSettings } from './settings';
import { findReconciliation } from './summary';

type R = typeof contract.bankReconciliation;

async function matchAccount(
  ctx: RequestContext,
  account: ReconAccount,
  processDate: string | null,
) {
  const settings = await effectiveSettings(ctx.tx, account.id);
  const result = await runAutoMatch(
    ctx.tx,
    ctx.user.companyId,
    ctx.user.userId,
    account,
    settings,
    processDate,
  );
  await writeBankAccountLog(ctx.tx, ctx.user.companyId, {
    bankAccountId: account.id,
    feature: SmartBankingFeatureId.Reconciliation,
    logState: BankLogState.Success,
    message: `Bank reconciliation matched ${result.matched} transactions and cleared ${result.clearedChecks} checks.`,
    userId: ctx.user.userId,
  });
  return result;
}

/**
 * Clears the automatic matches not locked by a finished reconciliation (with a cost center, those
 * of its items) and matches again, up to the process date (default: the open reconciliation's
 * statement date, else everything).
 */
export async function rematch(
  ctx: RequestContext,
  input: InputOf<R['Rematch']>,
): Promise<ResponseOf<R['Rematch']>> {
  const b = input.body;
  const account = await loadReconAccount(ctx, b.BankAccountId, 'update', b.CostCenterCategoryId);
  const ofCostCenter = account.costCenter
    ? sql`and exists (select 1 from bank_reconciliation_match_items mi
                        join gl_lines l on l.item_id = mi.item_id
                       where mi.match_id = m.id and ${cashLinesOf(account)})`
    : sql``;
  await ctx.tx.execute(
    sql`delete from bank_reconciliation_matches m
         where m.bank_account_id = ${account.id}::bigint and m.reconciliation_id is null
           and m.match_type = ${ReconciliationMatchType.Auto} ${ofCostCenter}
           and not exists (select 1 from bank_transactions bt join bank_statements s
                             on s.id = bt.statement_id
                            where bt.id = m.bank_transaction_id and s.is_locked)`,
  );
  await ctx.tx.execute(unclearUnmatchedChecksSql(account));
  const open = await findReconciliation(ctx.tx, account.id, null);
  const result = await matchAccount(ctx, account, b.processDate ?? open?.statementDate ?? null);
  return {
    AccountsProcessed: 1,
    Matched: result.matched,
    ClearedChecks: result.clearedChecks,
  };
}

/**
 * The on-demand run of a bank (by alias): every live account of the bank in the caller's
 * communities (optionally those whose number contains the filter) is matched up to the date.
 */
export async function executeBankReconciliation(
  ctx: RequestContext,
  input: InputOf<R['ExecuteBankReconciliation']>,
): Promise<ResponseOf<R['ExecuteBankReconciliation']>> {
  requireClaim(ctx, 'bank', 'update');
  const b = input.body;
  const ids = await bankAccountsByAlias(ctx, b.bankAlias, b.accountNumberFilter);
  let matched = 0;
  let cleared = 0;
  for (const { id } of ids) {
    const account = await loadReconAccount(ctx, id, 'update');
    const result = await matchAccount(ctx, account, b.processDate);
    matched += result.matched;
    cleared += result.clearedChecks;
  }
  return { AccountsProcessed: ids.length, Matched: matched, ClearedChecks: cleared };
}

import { queryRows, sql, type Tx } from '@hoa/db';
import { ReconciliationMatchType, type ReconciliationSettings } from '@hoa/domain';
import { withLargeBatchPlan } from '../gl/index';
import type { ReconAccount } from './recon-account';
import { bankLinesSql, bookItemsSql, clearMatchedChecksSql, normalizedNumber } from './recon-sql';

/**
 * Automatic matching of an account's unmatched bank transactions (up to the process date) to its
 * unmatched book items, set-based: each round pairs every bank line and book item that are each
 * other's best candidate (candidateRank and comparePairs of the domain: check number, then nearest
 * date, then lowest id) and stores those pairs; the rounds go on until none is left. The best
 * remaining pair is always mutually best, so the result is the domain's one-to-one matchLines.
 * Matched issued checks become cleared.
 */
export async function runAutoMatch(
  tx: Tx,
  companyId: number,
  userId: number | null,
  account: ReconAccount,
  settings: ReconciliationSettings,
  processDate: string | null,
): Promise<{ matched: number; clearedChecks: number }> {
  const [open] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (${bankLinesSql(account, processDate)}) b where b.match_id is null`,
  );
  // Large runs are planned with hash joins, whose nested-loop penalty cost would otherwise have
  // the rounds JIT-compiled (seconds each).
  await tx.execute(sql`set local jit = off`);
  return withLargeBatchPlan(tx, open?.n ?? 0, () =>
    matchRounds(tx, companyId, userId, account, settings, processDate),
  );
}

async function matchRounds(
  tx: Tx,
  companyId: number,
  userId: number | null,
  account: ReconAccount,
  settings: ReconciliationSettings,
  processDate: string | null,
): Promise<{ matched: number; clearedChecks: number }> {
  let matched = 0;
  for (;;) {
    const [round] = await queryRows<{ matched: number }>(
      tx,
      matchRoundSql(companyId, userId, account, settings, processDate),
    );
    const count = round?.matched ?? 0;
    if (count === 0) break;
    matched += count;
  }
  const cleared = await queryRows(tx, sql`${clearMatchedChecksSql(account)} returning p.id`);
  return { matched, clearedChecks: cleared.length };
}

function matchRoundSql(
  companyId: number,
  userId: number | null,
  account: ReconAccount,
  s: ReconciliationSettings,
  processDate: string | null,
) {
  const days = sql`abs(b.transaction_date - k.post_date)`;
  const sameNumber = sql`(${normalizedNumber(sql`b.check_number`)} = ${normalizedNumber(sql`k.check_number`)})`;
  return sql`
    with book as materialized (
      select * from (${bookItemsSql(account, null)}) k0 where k0.match_id is null
    ), bank as materialized (
      select * from (${bankLinesSql(account, processDate)}) b0 where b0.match_id is null
    ), cand as materialized (
      select b.id as bank_id, k.id as book_id, k.item_ids, k.item_amounts, k.ap_payment_id,
             case when k.kind = 'check' and coalesce(${sameNumber}, false) then 0 else 1 end
               as number_miss,
             ${days} as days
        from bank b join book k on k.amount = b.amount
       where b.amount <> 0 and case k.kind
         when 'check' then coalesce(${sameNumber}, false)
           or (not ${s.apEnforceCheckNumberMatch} and ${days} <= ${s.apMaxDays})
         when 'withdrawal' then ${days} <= ${s.apMaxDays}
         else ${days} <= ${s.arMaxDays} end
    ), best_bank as (
      select distinct on (bank_id) * from cand order by bank_id, number_miss, days, book_id
    ), best_book as (
      select distinct on (book_id) * from cand order by book_id, number_miss, days, bank_id
    ), pick as (
      select bb.* from best_bank bb
        join best_book bk on bk.book_id = bb.book_id and bk.bank_id = bb.bank_id
    ), ins as (
      insert into bank_reconciliation_matches (company_id, bank_account_id, bank_transaction_id,
                                               match_type, matched_by_user_id)
      select ${companyId}::bigint, ${account.id}::bigint, bank_id, ${ReconciliationMatchType.Auto},
             ${userId}::bigint
        from pick
      returning id, bank_transaction_id
    ), items as (
      insert into bank_reconciliation_match_items (company_id, match_id, bank_account_id, item_id,
                                                   ap_payment_id, amount_cents)
      select ${companyId}::bigint, ins.id, ${account.id}::bigint, u.item_id, pick.ap_payment_id,
             u.amount
        from ins join pick on pick.bank_id = ins.bank_transaction_id
        cross join lateral unnest(pick.item_ids, pick.item_amounts) as u(item_id, amount)
    )
    select count(*)::int as matched from ins`;
}

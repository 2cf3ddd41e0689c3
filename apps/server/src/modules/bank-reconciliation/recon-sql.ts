import { sql, type SQL } from '@hoa/db';
import { ApPaymentStatus } from '@hoa/domain';
import type { ReconAccount } from './recon-account';

/** A check number in SQL without leading zeros or spaces (normalizeCheckNumber). */
export const normalizedNumber = (column: SQL) =>
  sql`nullif(regexp_replace(trim(${column}), '^0+(?=.)', ''), '')`;

const upTo = (column: SQL, asOf: string | null) =>
  asOf === null ? sql`true` : sql`${column} <= ${asOf}::date`;

/** A bank account's book side: a cash GL account of a community, maybe one cost center's. */
export type CashBook = Pick<ReconAccount, 'glAccountId' | 'communityAgentId' | 'costCenter'>;

/**
 * The ledger lines (alias `l`) that are the account's book: its cash GL account's lines in its
 * community, and of its cost center when one is chosen.
 */
export function cashLinesOf(account: CashBook): SQL {
  const costCenter = account.costCenter
    ? sql`and l.cost_center_id = ${account.costCenter.id}::bigint`
    : sql``;
  return sql`l.account_id = ${account.glAccountId}::bigint
    and l.community_agent_id = ${account.communityAgentId}::bigint ${costCenter}`;
}

/**
 * The book balance of the account as of a date (cents): its whole periods through the date from
 * gl_period_balances and the days of the period the date cuts from gl_daily_balances, as the
 * statements read balances (docs/architecture.md), never the ledger lines however many there are.
 */
export function bookBalanceSql(account: CashBook, asOf: string): SQL {
  const c = sql`${account.communityAgentId}::bigint`;
  const costCenter = account.costCenter
    ? sql`and b.cost_center_key = ${account.costCenter.id}::bigint`
    : sql``;
  const periods = sql`accounting_periods p join fiscal_years fy on fy.id = p.fiscal_year_id
                       and fy.community_agent_id = ${c}`;
  return sql`select coalesce(sum(b.debit_cents - b.credit_cents), 0)::int8 from (
      select b.debit_cents, b.credit_cents, b.cost_center_key from ${periods}
        join gl_period_balances b on b.period_id = p.id and b.community_agent_id = ${c}
         and b.account_id = ${account.glAccountId}::bigint
       where p.end_date <= ${asOf}::date
      union all
      select b.debit_cents, b.credit_cents, b.cost_center_key from ${periods}
        join gl_daily_balances b on b.community_agent_id = ${c}
         and b.account_id = ${account.glAccountId}::bigint
         and b.post_date between p.start_date and ${asOf}::date
       where p.start_date <= ${asOf}::date and p.end_date > ${asOf}::date
    ) b where true ${costCenter}`;
}

/** A book item (a row of bookItemsSql) open on a date: no match to a bank line dated by then. */
export function bookItemOpenOn(item: SQL, asOf: string): SQL {
  return sql`(${item}.match_id is null or not exists (
    select 1 from bank_reconciliation_matches m
      join bank_transactions bt on bt.id = m.bank_transaction_id
     where m.id = ${item}.match_id and bt.transaction_date <= ${asOf}::date))`;
}

/**
 * A bank line (a row of bankLinesSql) still open on a date: unmatched, or matched to items whose
 * cash lines were all posted after it.
 */
export function bankLineOpenOn(account: ReconAccount, line: SQL, asOf: string): SQL {
  return sql`(${line}.match_id is null or coalesce((
    select max(l.post_date) from bank_reconciliation_match_items mi
      join gl_lines l on l.item_id = mi.item_id and l.account_id = ${account.glAccountId}::bigint
     where mi.match_id = ${line}.match_id), 'infinity'::date) > ${asOf}::date)`;
}

/**
 * The book side of an account as a relation: the net of each item's cash lines (cashLinesOf; + into
 * the account), a lockbox deposit batch's receipts summed into one line. Columns: id (the first
 * item), item_ids, item_amounts, lockbox_batch_id, kind, post_date, amount,
 * check_number, ap_payment_id, description, match_id (null when unmatched). Voided checks and
 * their voids cancel out and are left out.
 */
export function bookItemsSql(account: ReconAccount, asOf: string | null): SQL {
  const gl = sql`${account.glAccountId}::bigint`;
  const bank = sql`${account.id}::bigint`;
  return sql`
    with cash as (
      select l.item_id, min(l.post_date) as post_date,
             sum(l.debit_cents - l.credit_cents)::bigint as amount, min(l.description) as description
        from gl_lines l
       where ${cashLinesOf(account)} and ${upTo(sql`l.post_date`, asOf)}
       group by l.item_id
      having sum(l.debit_cents - l.credit_cents) <> 0
    ), voided as (
      select p.item_id from ap_payments p
       where p.bank_account_id = ${bank} and p.status = ${ApPaymentStatus.Voided}
      union all
      select p.void_item_id from ap_payments p
       where p.bank_account_id = ${bank} and p.void_item_id is not null
    ), transfers as (
      select distinct o.item_id from gl_lines o
        join bank_accounts ob on ob.gl_account_id = o.account_id and ob.id <> ${bank}
       where o.account_id <> ${gl} and o.item_id in (select item_id from cash)
    ), tagged as (
      select c.*, lp.batch_id, p.id as ap_payment_id, p.check_number,
             t.item_id is not null as is_transfer, lb.deposit_date
        from cash c
        left join lockbox_payment_items li on li.item_id = c.item_id
        left join lockbox_payments lp on lp.id = li.lockbox_payment_id
        left join lockbox_batches lb on lb.id = lp.batch_id
        left join ap_payments p on p.item_id = c.item_id and p.bank_account_id = ${bank}
        left join transfers t on t.item_id = c.item_id
       where c.item_id not in (select item_id from voided where item_id is not null)
    ), grouped as (
      select min(item_id) as id, array_agg(item_id order by item_id) as item_ids,
             array_agg(amount order by item_id) as item_amounts, batch_id as lockbox_batch_id,
             case when batch_id is not null then 'deposit'
                  when bool_or(check_number is not null) then 'check'
                  when bool_or(is_transfer) then 'transfer'
                  when sum(amount) > 0 then 'deposit' else 'withdrawal' end as kind,
             coalesce(min(deposit_date), min(post_date)) as post_date,
             sum(amount)::bigint as amount, min(check_number) as check_number,
             case when count(*) = 1 then min(ap_payment_id) end as ap_payment_id,
             case when batch_id is not null then 'Lockbox deposit (' || count(*) || ' receipts)'
                  else min(description) end as description
        from tagged
       group by batch_id, case when batch_id is null then item_id end
    )
    select g.*, mi.match_id
      from grouped g
      left join bank_reconciliation_match_items mi
        on mi.bank_account_id = ${bank} and mi.item_id = g.id`;
}

/** The account's live bank transactions up to a date, with their match (null when unmatched). */
export function bankLinesSql(account: ReconAccount, asOf: string | null): SQL {
  return sql`
    select bt.id, bt.statement_id, bt.transaction_date, bt.amount_cents as amount,
           bt.transaction_type, bt.check_number, bt.description, m.id as match_id, m.match_type,
           m.reconciliation_id
      from bank_transactions bt
      left join bank_reconciliation_matches m on m.bank_transaction_id = bt.id
     where bt.bank_account_id = ${account.id}::bigint and not bt.is_deleted
       and ${upTo(sql`bt.transaction_date`, asOf)}`;
}

/** Issued checks matched on the account become cleared on their bank line's date. */
export function clearMatchedChecksSql(account: ReconAccount): SQL {
  return sql`
    update ap_payments p set status = ${ApPaymentStatus.Cleared}, cleared_date = bt.transaction_date
      from bank_reconciliation_match_items mi
      join bank_reconciliation_matches m on m.id = mi.match_id
      join bank_transactions bt on bt.id = m.bank_transaction_id
     where mi.bank_account_id = ${account.id}::bigint and mi.ap_payment_id = p.id
       and p.status = ${ApPaymentStatus.Issued}`;
}

/** Cleared checks whose match is gone are issued (outstanding) again. */
export function unclearUnmatchedChecksSql(account: ReconAccount): SQL {
  return sql`
    update ap_payments p set status = ${ApPaymentStatus.Issued}, cleared_date = null
     where p.bank_account_id = ${account.id}::bigint and p.status = ${ApPaymentStatus.Cleared}
       and not exists (select 1 from bank_reconciliation_match_items mi
                        where mi.bank_account_id = p.bank_account_id and mi.ap_payment_id = p.id)`;
}

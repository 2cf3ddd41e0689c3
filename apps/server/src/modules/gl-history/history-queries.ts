import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import type { HistoryLine } from '@hoa/contract';

export interface HistoryScope {
  communityAgentId: number;
  accountId: number;
  asOfDate: string;
  /** With a range, its first day; null for every line through asOfDate. */
  fromDate: string | null;
  costCenterId: number | null;
}

export interface AccountRow {
  TopsAccountId: number;
  AccountNumber: string;
  AccountName: string;
  TopsAccountTypeId: number;
}

export interface AccountTotals {
  debit: number;
  credit: number;
  lines: number;
}

/** The account, if it is the community's. */
export async function readAccount(tx: Tx, scope: HistoryScope): Promise<AccountRow | null> {
  const [row] = await queryRows<AccountRow>(
    tx,
    sql`select id as "TopsAccountId", account_number as "AccountNumber",
               account_name as "AccountName", account_type_id as "TopsAccountTypeId"
          from accounts where id = ${scope.accountId}
           and community_agent_id = ${scope.communityAgentId}`,
  );
  return row ? { ...row, TopsAccountId: Number(row.TopsAccountId) } : null;
}

const costCenterFilter = (column: SQL, scope: HistoryScope) =>
  scope.costCenterId === null ? sql`true` : sql`${column} = ${scope.costCenterId}`;

/**
 * Debits, credits and lines through the as-of date: whole periods from the period balances, the
 * period that holds the date from its days (gl_daily_balances): no ledger line is read.
 */
export async function accountTotals(tx: Tx, scope: HistoryScope): Promise<AccountTotals> {
  const [row] = await queryRows<{ debit: string; credit: string; lines: number }>(
    tx,
    sql`with periods as (
          select p.id, p.start_date, p.end_date <= ${scope.asOfDate}::date as whole
            from accounting_periods p join fiscal_years fy on fy.id = p.fiscal_year_id
           where fy.community_agent_id = ${scope.communityAgentId}
             and p.start_date <= ${scope.asOfDate}::date
        ), parts as (
          select b.debit_cents as d, b.credit_cents as c, b.line_count as n
            from gl_period_balances b join periods p on p.id = b.period_id and p.whole
           where b.account_id = ${scope.accountId}
             and ${costCenterFilter(sql`nullif(b.cost_center_key, 0)`, scope)}
          union all
          select b.debit_cents, b.credit_cents, b.line_count
            from periods p join gl_daily_balances b on b.account_id = ${scope.accountId}
             and b.post_date between p.start_date and ${scope.asOfDate}::date
           where not p.whole and b.community_agent_id = ${scope.communityAgentId}
             and ${costCenterFilter(sql`nullif(b.cost_center_key, 0)`, scope)}
        )
        select coalesce(sum(d), 0)::text as debit, coalesce(sum(c), 0)::text as credit,
               coalesce(sum(n), 0)::int as lines
          from parts`,
  );
  return {
    debit: Number(row?.debit ?? 0),
    credit: Number(row?.credit ?? 0),
    lines: row?.lines ?? 0,
  };
}

const fromFilter = (scope: HistoryScope) =>
  scope.fromDate === null ? sql`true` : sql`l.post_date >= ${scope.fromDate}::date`;

/**
 * Debits, credits and the number of lines within the range (fromDate through asOfDate), from the
 * account's days (gl_daily_balances): a row a day at most, however many lines.
 */
export async function rangeTotals(tx: Tx, scope: HistoryScope): Promise<AccountTotals> {
  const [row] = await queryRows<{ debit: string; credit: string; lines: number }>(
    tx,
    sql`select coalesce(sum(l.debit_cents), 0)::text as debit,
               coalesce(sum(l.credit_cents), 0)::text as credit,
               coalesce(sum(l.line_count), 0)::int as lines
          from gl_daily_balances l
         where l.account_id = ${scope.accountId} and l.post_date <= ${scope.asOfDate}::date
           and l.community_agent_id = ${scope.communityAgentId} and ${fromFilter(scope)}
           and ${costCenterFilter(sql`nullif(l.cost_center_key, 0)`, scope)}`,
  );
  return {
    debit: Number(row?.debit ?? 0),
    credit: Number(row?.credit ?? 0),
    lines: row?.lines ?? 0,
  };
}

type LineRow = Omit<HistoryLine, 'TxnTypeName' | 'Balance'> & { Newer: number };

/**
 * A page of the account's lines, newest first. Each line's running balance is the balance as of
 * the date less the lines after it, so only the lines up to the page's end are read.
 */
export async function historyLines(
  tx: Tx,
  scope: HistoryScope,
  skip: number,
  take: number,
): Promise<LineRow[]> {
  const [row] = await queryRows<{ rows: LineRow[] }>(
    tx,
    sql`with head as (
          select l.id, l.item_id, l.post_date, l.debit_cents, l.credit_cents, l.description,
                 l.cost_center_id
            from gl_lines l
           where l.account_id = ${scope.accountId} and l.post_date <= ${scope.asOfDate}::date
             and ${fromFilter(scope)} and ${costCenterFilter(sql`l.cost_center_id`, scope)}
           order by l.post_date desc, l.id desc
           limit ${skip + take}
        ), ranked as (
          select h.*, coalesce(sum(h.debit_cents - h.credit_cents) over (
                   order by h.post_date desc, h.id desc
                   rows between unbounded preceding and 1 preceding), 0) as newer
            from head h
        ), page as (
          select * from ranked order by post_date desc, id desc offset ${skip}
        )
        select coalesce(json_agg(json_build_object(
            'GlLineId', p.id, 'TopsItemId', p.item_id, 'TopsTxnTypeId', i.txn_type_id,
            'TopsStatusId', i.status_id, 'PostDate', p.post_date::text,
            'Reference', i.reference, 'Description', coalesce(p.description, i.description),
            'CostCenterNumber', cc.cost_center_number, 'Debit', p.debit_cents,
            'Credit', p.credit_cents, 'Newer', p.newer) order by p.post_date desc, p.id desc),
          '[]'::json) as rows
          from page p
          join items i on i.id = p.item_id
          left join cost_centers cc on cc.id = p.cost_center_id`,
  );
  return row?.rows ?? [];
}

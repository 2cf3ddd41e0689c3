import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import type { AccountRef } from '@hoa/domain';

export interface LedgerScope {
  communityAgentId: number;
  /** Only this cost center's lines; every line when null. */
  costCenterId: number | null;
}

/** An account with its debits minus credits through the end date, and within the range. */
export interface AccountActivity extends AccountRef {
  /** Through the end date, since the books began. */
  total: number;
  /** From the start date through the end date (the total when there is no start). */
  inRange: number;
  /** From the second start date through the end date (the total when none was asked). */
  sinceSecond: number;
}

const costCenterOf = (column: SQL, scope: LedgerScope) =>
  scope.costCenterId === null ? sql`true` : sql`${column} = ${scope.costCenterId}`;

/** Does the period's start lie before `from` and its end on or after it (a date cuts it)? */
const cutBy = (from: string | null) =>
  sql`(${from}::date is not null and p.start_date < ${from}::date and p.end_date >= ${from}::date)`;

/**
 * Every account of the community with its balance through `to`, its activity from `from` and, for
 * statements with two columns (period and year to date), from `second`, in one query the database
 * sums: whole periods from gl_period_balances, and only the periods cut by a date from their days
 * (gl_daily_balances, by (community, post_date)): at most a period of daily rows per account, never
 * the ledger lines, whatever the date.
 */
export async function accountActivity(
  tx: Tx,
  scope: LedgerScope,
  from: string | null,
  to: string,
  second: string | null = null,
): Promise<AccountActivity[]> {
  const c = scope.communityAgentId;
  const rows = await queryRows<{
    accountId: string | number;
    accountNumber: string;
    accountName: string;
    accountTypeId: number;
    total: string;
    inRange: string;
    sinceSecond: string;
  }>(
    tx,
    sql`with periods as materialized (
          select p.id, p.start_date, p.end_date,
                 p.end_date <= ${to}::date and not ${cutBy(from)} and not ${cutBy(second)} as whole,
                 ${from}::date is null or p.start_date >= ${from}::date as in_range,
                 ${second}::date is null or p.start_date >= ${second}::date as in_second
            from accounting_periods p join fiscal_years fy on fy.id = p.fiscal_year_id
           where fy.community_agent_id = ${c} and p.start_date <= ${to}::date
        ), parts as (
          select b.account_id, b.debit_cents - b.credit_cents as net, pr.in_range, pr.in_second
            from periods pr
            join gl_period_balances b on b.period_id = pr.id and b.community_agent_id = ${c}
           where pr.whole and ${costCenterOf(sql`b.cost_center_key`, scope)}
          union all
          select d.account_id, d.debit_cents - d.credit_cents,
                 ${from}::date is null or d.post_date >= ${from}::date,
                 ${second}::date is null or d.post_date >= ${second}::date
            from periods pr
            join gl_daily_balances d on d.community_agent_id = ${c}
             and d.post_date between pr.start_date and least(pr.end_date, ${to}::date)
           where not pr.whole and ${costCenterOf(sql`d.cost_center_key`, scope)}
        ), sums as (
          select account_id, sum(net) as total, sum(net) filter (where in_range) as in_range,
                 sum(net) filter (where in_second) as in_second
            from parts group by account_id
        )
        select a.id as "accountId", a.account_number as "accountNumber",
               a.account_name as "accountName", a.account_type_id as "accountTypeId",
               coalesce(s.total, 0)::text as total, coalesce(s.in_range, 0)::text as "inRange",
               coalesce(s.in_second, 0)::text as "sinceSecond"
          from accounts a left join sums s on s.account_id = a.id
         where a.community_agent_id = ${c}
         order by a.account_number, a.id`,
  );
  return rows.map((r) => ({
    accountId: Number(r.accountId),
    accountNumber: r.accountNumber,
    accountName: r.accountName,
    accountTypeId: Number(r.accountTypeId),
    total: Number(r.total),
    inRange: Number(r.inRange),
    sinceSecond: Number(r.sinceSecond),
  }));
}

import { sql, type SQL } from '@hoa/db';
import { idArray } from '../../sql/index';
import { openBalanceLines, openPartSql } from './open-balance-sql';

/**
 * Every owner's balance per code of a community (or of several) aged on a date (domain ageBalance, set-based),
 * over the lines as the open-balance rule counts them (openBalanceLines: removed transactions
 * drop out, a returned or backed-out payment nets with its reversal, so the charges it paid age
 * from their own dates): credits pay the oldest charges of the code first; what is left of each
 * charge ages from its post date: 0-29 days current, 30-59, 60-89, 90+. A credit beyond every
 * charge is a negative current amount. Columns: owner_agent_id, code_id, property_agent_id (the
 * owner's property), community_agent_id, current_cents, days30_cents, days60_cents, days90_cents, total_cents.
 *
 * One pass, no running sums: the charges of a bucket are a run of the code's charges in post-date
 * order (older buckets before), and credits pay the first `credits` cents of that order, so what is
 * left of a bucket is the part of its run beyond them (openPartSql). Sums are of bigint (numeric
 * results, cast back to bigint): exact at any size, where a float8 sum loses cents once a total
 * passes 2^53.
 */
export function agedBalancesSql(communities: number | readonly number[], asOfDate: string): SQL {
  const scope =
    typeof communities === 'number'
      ? sql`${communities}::bigint`
      : sql`select unnest(${idArray(communities)})`;
  const age = sql`(${asOfDate}::date - a.post_date)`;
  const charges = (from: number, to: number | null) =>
    sql`coalesce(sum(a.amount_cents) filter (where a.amount_cents > 0 and ${age} >= ${from}
          ${to === null ? sql`` : sql`and ${age} < ${to}`}), 0)::bigint`;
  const open = (range: SQL, through: SQL) => openPartSql(range, through, sql`t.credits`);
  return sql`
    with t as (
      select a.owner_agent_id, a.code_id, max(a.property_agent_id) as property_agent_id,
             max(a.community_agent_id) as community_agent_id,
             ${charges(90, null)} as c90, ${charges(60, 90)} as c60,
             ${charges(30, 60)} as c30, ${charges(0, 30)} as c0,
             coalesce(sum(-a.amount_cents) filter (where a.amount_cents < 0), 0)::bigint as credits
        from (${openBalanceLines({ communities: scope }, sql`${asOfDate}::date`)}) a
       group by a.owner_agent_id, a.code_id
    )
    select t.owner_agent_id, t.code_id, t.property_agent_id, t.community_agent_id,
           (${open(sql`t.c0`, sql`t.c90 + t.c60 + t.c30 + t.c0`)}
             + least(t.c90 + t.c60 + t.c30 + t.c0 - t.credits, 0))::bigint as current_cents,
           ${open(sql`t.c30`, sql`t.c90 + t.c60 + t.c30`)}::bigint as days30_cents,
           ${open(sql`t.c60`, sql`t.c90 + t.c60`)}::bigint as days60_cents,
           ${open(sql`t.c90`, sql`t.c90`)}::bigint as days90_cents,
           (t.c90 + t.c60 + t.c30 + t.c0 - t.credits)::bigint as total_cents
      from t`;
}

import { sql, type SQL } from '@hoa/db';
import { idArray } from '../../sql/index';
import { openBalanceLines, setAsideOwners } from './open-balance-sql';

/**
 * Every owner's balance per code of a community (or of several) aged on a date (domain ageBalance,
 * set-based),
 * over the lines as the open-balance rule counts them (openBalanceLines: removed transactions
 * drop out, a returned or backed-out payment nets with its reversal, so the charges it paid age
 * from their own dates): credits pay the oldest charges of the code first; what is left of each
 * charge ages from its post date: 0-29 days current, 30-59, 60-89, 90+. A credit beyond every
 * charge is a negative current amount. Columns: owner_agent_id, code_id, community_agent_id,
 * current_cents, days30_cents, days60_cents, days90_cents, total_cents. (No property: the owner's
 * agent row would be read for every pair, where a report names its owners from the read model.)
 *
 * Since credits pay the oldest charges first, the buckets follow from the balance on the date and
 * the charges of the last 90 days alone (agedBucketsSql), so history is not read: an owner's
 * balance on the date is the maintained balance (owner_code_balances) less the lines posted after
 * it, and the charges are the lines of the last 90 days (agedTailSql). That holds for the owners
 * whose lines the rule counts as they are; the few others (setAsideOwners: removals, reversals)
 * are summed from their open lines (agedReplaySql). Each sum of bigint (a numeric) is cast back
 * to bigint where it is taken: exact (a sum past bigint's range fails rather than rounds, where a
 * float8 sum loses cents once a total passes 2^53), and the buckets' arithmetic is then on bigint,
 * not numeric (about 80 ms of 650 at 100,000 owners). With `owners`, only those owners' rows
 * (their balances and lines looked up by owner).
 */
export function agedBalancesSql(
  communities: number | readonly number[],
  asOfDate: string,
  owners: readonly number[] | null = null,
): SQL {
  const community =
    typeof communities === 'number'
      ? sql`${communities}::bigint`
      : sql`select unnest(${idArray(communities)})`;
  const asOf = sql`${asOfDate}::date`;
  const only = owners === null ? null : idArray(owners);
  const setAside = sql`select owner_agent_id from set_aside_owners
    ${only === null ? sql`` : sql`where owner_agent_id = any(${only})`}`;
  return agedBucketsSql(sql`with set_aside_owners as materialized (
      ${setAsideOwners(community, asOf)}
    )
    ${agedTailSql(community, asOf, sql`select owner_agent_id from set_aside_owners`, only)}
    union all
    ${agedReplaySql({ communities: community, ownersIn: setAside }, asOf)}`);
}

/**
 * How many rows agedBalancesSql gives for a community (its pairs with a balance on the date),
 * counted from the maintained balances and the lines after the date without ageing them (n), and
 * the owners with a row that `listed` (a condition on an owner id) does not hold for (unlisted: an
 * array, with every set-aside owner it does not hold for).
 */
export function agedPairCountSql(
  community: number,
  asOfDate: string,
  listed: (owner: SQL) => SQL,
): SQL {
  const id = sql`${community}::bigint`;
  const asOf = sql`${asOfDate}::date`;
  const unlisted = (owner: SQL) => sql`not (${listed(owner)})`;
  return sql`with set_aside_owners as materialized (${setAsideOwners(id, asOf)}),
    owing as (
      select b.owner_agent_id from owner_code_balances b
        left join (select a.owner_agent_id, a.code_id, sum(a.amount_cents)::bigint as later
                     from ar_lines a
                    where a.community_agent_id = ${id} and a.post_date > ${asOf}
                    group by a.owner_agent_id, a.code_id) l
               on l.owner_agent_id = b.owner_agent_id and l.code_id = b.code_id
       where b.community_agent_id = ${id} and b.balance_cents <> coalesce(l.later, 0)
         and not exists (select 1 from set_aside_owners x where x.owner_agent_id = b.owner_agent_id)
    )
    select (select count(*) from owing)
         + (select count(*) from (${agedReplaySql(
           { communities: id, ownersIn: sql`select owner_agent_id from set_aside_owners` },
           asOf,
         )}) r where r.total <> 0) as n,
         array(select distinct w.owner_agent_id from owing w
                where ${unlisted(sql`w.owner_agent_id`)}
               union select x.owner_agent_id from set_aside_owners x
                      where ${unlisted(sql`x.owner_agent_id`)}) as unlisted`;
}

/**
 * The first `count` owners of `candidates` (a relation with owner_agent_id and the keys of
 * `order`) that have a row in agedBalancesSql of the community on the date: a balance on the date
 * in a code, looked up owner by owner (maintained balance less the lines after the date), or lines
 * the open-balance rule sets aside (setAsideOwners, which may still come to nothing). The owners
 * are put in order first (fenced: an index in that order is walked, or without fresh statistics
 * sorted) and each looked up as it comes (a scalar subquery, never hashed over every owner), so
 * that only as many are looked up as the page asks for.
 */
export function agedOwnersFirstSql(
  community: number,
  asOfDate: string,
  candidates: SQL,
  order: SQL,
  count: number,
): SQL {
  const id = sql`${community}::bigint`;
  const asOf = sql`${asOfDate}::date`;
  return sql`with set_aside_owners as materialized (${setAsideOwners(id, asOf)})
    select p.owner_agent_id
      from (select * from (${candidates}) c order by ${order} offset 0) p
     where coalesce((select true from set_aside_owners x
                      where x.owner_agent_id = p.owner_agent_id limit 1), false)
        or coalesce((select true from owner_code_balances b
                      where b.owner_agent_id = p.owner_agent_id and b.community_agent_id = ${id}
                        and b.balance_cents <> coalesce((select sum(a.amount_cents) from ar_lines a
                              where a.owner_agent_id = b.owner_agent_id and a.code_id = b.code_id
                                and a.community_agent_id = ${id} and a.post_date > ${asOf}), 0)
                      limit 1), false)
     order by ${order}
     limit ${count}`;
}

/**
 * The buckets from sums per owner and code (`sums`: owner_agent_id, code_id, community_agent_id,
 * total (the balance on the date), c0, c30, c60 (the charges 0-29, 30-59 and 60-89 days old),
 * all bigint): credits pay the oldest charges first, so what they leave of the charges of a bucket
 * is what is left of the balance after the younger buckets' charges, at most the bucket's charges;
 * the 90+ bucket holds what is left after all three. A pair with a zero balance has nothing in any bucket
 * and no row.
 */
function agedBucketsSql(sums: SQL): SQL {
  const open = (range: SQL, younger: SQL) =>
    sql`greatest(0, least(${range}, t.total - (${younger})))`;
  return sql`select t.owner_agent_id, t.code_id, t.community_agent_id,
           ${open(sql`t.c0`, sql`0`)} + least(t.total, 0) as current_cents,
           ${open(sql`t.c30`, sql`t.c0`)} as days30_cents,
           ${open(sql`t.c60`, sql`t.c0 + t.c30`)} as days60_cents,
           greatest(0, t.total - t.c0 - t.c30 - t.c60) as days90_cents,
           t.total as total_cents
      from (${sums}) t
     where t.total <> 0`;
}

/** The charges (lines `a` above zero) aged from `from` to `to` days (null: no end) on `asOf`. */
function chargesSql(asOf: SQL, from: number, to: number | null): SQL {
  const age = sql`(${asOf} - a.post_date)`;
  return sql`coalesce((sum(a.amount_cents) filter (where a.amount_cents > 0 and ${age} >= ${from}
    ${to === null ? sql`` : sql`and ${age} < ${to}`}))::bigint, 0)`;
}

/**
 * The sums of the owners of the community but `excluded` from their maintained balances and the
 * lines of the last 90 days and after the date (ar_lines_community_date_idx): the lines of a
 * pair on or before the date are what the balance holds less the lines after it.
 */
function agedTailSql(community: SQL, asOf: SQL, excluded: SQL, owners: SQL | null): SQL {
  const owner = (column: SQL) => (owners === null ? sql`` : sql`and ${column} = any(${owners})`);
  return sql`select b.owner_agent_id, b.code_id, b.community_agent_id,
           b.balance_cents - coalesce(l.later, 0) as total,
           coalesce(l.c0, 0) as c0, coalesce(l.c30, 0) as c30, coalesce(l.c60, 0) as c60
      from owner_code_balances b
      left join (
        select a.owner_agent_id, a.code_id,
               (sum(a.amount_cents) filter (where a.post_date > ${asOf}))::bigint as later,
               ${chargesSql(asOf, 0, 30)} as c0, ${chargesSql(asOf, 30, 60)} as c30,
               ${chargesSql(asOf, 60, 90)} as c60
          from ar_lines a
         where a.community_agent_id in (${community}) and a.post_date > ${asOf} - 90
               ${owner(sql`a.owner_agent_id`)}
         group by a.owner_agent_id, a.code_id
      ) l on l.owner_agent_id = b.owner_agent_id and l.code_id = b.code_id
     where b.community_agent_id in (${community}) ${owner(sql`b.owner_agent_id`)}
       and not exists (select 1 from (${excluded}) x(id) where x.id = b.owner_agent_id)`;
}

/** The sums of the owners of `scope` from their open lines (openBalanceLines on `asOf`). */
function agedReplaySql(scope: { communities: SQL; ownersIn?: SQL }, asOf: SQL): SQL {
  return sql`select a.owner_agent_id, a.code_id, max(a.community_agent_id) as community_agent_id, sum(a.amount_cents)::bigint as total, ${chargesSql(asOf, 0, 30)} as c0,
           ${chargesSql(asOf, 30, 60)} as c30, ${chargesSql(asOf, 60, 90)} as c60
      from (${openBalanceLines(scope, asOf)}) a
     group by a.owner_agent_id, a.code_id`;
}

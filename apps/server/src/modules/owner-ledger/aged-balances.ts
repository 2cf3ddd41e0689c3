import { sql, type SQL } from '@hoa/db';
import { StatusId } from '@hoa/domain';

/**
 * Every owner's balance per code of a community aged on a date (domain ageBalance, set-based):
 * removed transactions drop out (their lines and reversals cancel); credits pay the oldest
 * charges of the code first; what is left of each charge ages from its post date: 0-29 days
 * current, 30-59, 60-89, 90+. A credit beyond every charge is a negative current amount. Columns:
 * owner_agent_id, code_id, property_agent_id (the owner's property), current_cents, days30_cents,
 * days60_cents, days90_cents, total_cents.
 *
 * One pass, no running sums: the charges of a bucket are a run of the code's charges in post-date
 * order (older buckets before), and credits pay the first `credits` cents of that order, so what is
 * left of a bucket is the part of its run beyond them: max(0, min(bucket, charges up to and
 * including the bucket − credits)). Sums are of bigint (numeric results, cast back to bigint):
 * exact at any size, where a float8 sum loses cents once a total passes 2^53.
 */
export function agedBalancesSql(communityAgentId: number, asOfDate: string): SQL {
  const age = sql`(${asOfDate}::date - a.post_date)`;
  const c = sql`${communityAgentId}::bigint`;
  const charges = (from: number, to: number | null) =>
    sql`coalesce(sum(a.amount_cents) filter (where a.amount_cents > 0 and ${age} >= ${from}
          ${to === null ? sql`` : sql`and ${age} < ${to}`}), 0)::bigint`;
  return sql`
    with gone_items as (
      select i.id from items i
       where i.community_agent_id = ${c} and i.status_id = ${StatusId.Deleted}::smallint
    ), gone_details as (
      select d.id from items i
        join item_agents ia on ia.item_id = i.id and ia.is_deleted
        join item_agent_details d on d.item_agent_id = ia.id
       where i.community_agent_id = ${c} and i.status_id <> ${StatusId.Deleted}::smallint
    ), t as (
      select a.owner_agent_id, a.code_id, max(a.property_agent_id) as property_agent_id,
             ${charges(90, null)} as c90, ${charges(60, 90)} as c60,
             ${charges(30, 60)} as c30, ${charges(0, 30)} as c0,
             coalesce(sum(-a.amount_cents) filter (where a.amount_cents < 0), 0)::bigint as credits
        from ar_lines a
       where a.community_agent_id = ${c} and a.post_date <= ${asOfDate}::date
         and not exists (select 1 from gone_items g where g.id = a.item_id)
         and not exists (select 1 from gone_details g where g.id = a.item_agent_detail_id)
       group by a.owner_agent_id, a.code_id
    )
    select t.owner_agent_id, t.code_id, t.property_agent_id,
           (greatest(0, least(t.c0, t.c90 + t.c60 + t.c30 + t.c0 - t.credits))
             + least(t.c90 + t.c60 + t.c30 + t.c0 - t.credits, 0))::bigint as current_cents,
           greatest(0, least(t.c30, t.c90 + t.c60 + t.c30 - t.credits))::bigint as days30_cents,
           greatest(0, least(t.c60, t.c90 + t.c60 - t.credits))::bigint as days60_cents,
           greatest(0, t.c90 - t.credits)::bigint as days90_cents,
           (t.c90 + t.c60 + t.c30 + t.c0 - t.credits)::bigint as total_cents
      from t`;
}

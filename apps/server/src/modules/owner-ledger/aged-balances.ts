import { sql, type SQL } from '@hoa/db';
import { StatusId } from '@hoa/domain';

/**
 * Every owner's balance per code of a community aged on a date (domain ageBalance, set-based):
 * removed transactions drop out (their lines and reversals cancel); credits pay the oldest
 * charges of the code first (a running sum of charges, in post-date order, against the code's
 * credits); what is left of each charge ages from its post date: 0-29 days current, 30-59, 60-89,
 * 90+. A credit beyond every charge is a negative current amount. Columns: owner_agent_id,
 * code_id, current_cents, days30_cents, days60_cents, days90_cents, total_cents.
 */
export function agedBalancesSql(communityAgentId: number, asOfDate: string): SQL {
  const asOf = sql`${asOfDate}::date`;
  const c = sql`${communityAgentId}::bigint`;
  const left = sql`case when w.amt > 0 then greatest(0, least(w.amt, w.cum - w.credits)) else 0 end`;
  const age = sql`(${asOf} - w.post_date)`;
  return sql`
    with gone as (
      select i.id as item_id, d.id as detail_id
        from items i
        left join item_agents ia on ia.item_id = i.id and ia.is_deleted
                                and i.status_id <> ${StatusId.Deleted}::smallint
        left join item_agent_details d on d.item_agent_id = ia.id
       where i.community_agent_id = ${c}
         and (i.status_id = ${StatusId.Deleted}::smallint or d.id is not null)
    ), w as (
      select a.owner_agent_id, a.code_id, a.post_date, a.amount_cents as amt,
             sum(greatest(a.amount_cents, 0)) over (partition by a.owner_agent_id, a.code_id
               order by a.post_date rows between unbounded preceding and current row) as cum,
             sum(greatest(-a.amount_cents, 0)) over (partition by a.owner_agent_id, a.code_id) as credits
        from ar_lines a
       where a.community_agent_id = ${c} and a.post_date <= ${asOf}
         and not exists (select 1 from gone g where g.item_id = a.item_id
                          and (g.detail_id is null or g.detail_id = a.item_agent_detail_id))
    )
    select w.owner_agent_id, w.code_id,
           (coalesce(sum(${left}) filter (where ${age} < 30), 0) + least(sum(w.amt), 0))::bigint as current_cents,
           coalesce(sum(${left}) filter (where ${age} >= 30 and ${age} < 60), 0)::bigint as days30_cents,
           coalesce(sum(${left}) filter (where ${age} >= 60 and ${age} < 90), 0)::bigint as days60_cents,
           coalesce(sum(${left}) filter (where ${age} >= 90), 0)::bigint as days90_cents,
           sum(w.amt)::bigint as total_cents
      from w
     group by w.owner_agent_id, w.code_id`;
}

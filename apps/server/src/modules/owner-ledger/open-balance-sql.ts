import { sql, type SQL } from '@hoa/db';
import { PaymentReversalTxnTypeIds, StatusId } from '@hoa/domain';

const reversalTypes = sql.raw(PaymentReversalTxnTypeIds.join(','));

/**
 * The owner lines of the communities (an id, or a relation of ids) as @hoa/domain openBalance
 * counts them on `asOf`, for the late fee and interest runs and the aged balances:
 *  - lines after the date left out, and removed transactions (deleted items, removed owners),
 *    whose lines and the lines that undid them cancel;
 *  - a payment returned NSF (44) or backed out (66) by a reversal posted on or before the date,
 *    netted with that reversal into one line per owner and code on the reversal's date, whose
 *    type it takes: what the reversal put back is no new charge, so the charges the payment paid
 *    stay open with their own dates; an NSF fee is a charge of the reversal's date;
 *  - every other line as it is.
 * Columns: community_agent_id, owner_agent_id, code_id, property_agent_id, txn_type_id, post_date,
 * amount_cents (+ a charge, − a credit). The reversals and removals of the communities are few:
 * each line is checked against them by hash; the reversals' and their payments' own lines are
 * looked up by item.
 */
export function openBalanceLines(communities: SQL, asOf: SQL): SQL {
  return sql`with reversals as materialized (
      select r.id, r.parent_item_id as payment_id, r.txn_type_id, r.post_date from items r
       where r.community_agent_id in (${communities}) and r.txn_type_id in (${reversalTypes})
         and r.status_id = ${StatusId.Posted}::smallint and r.post_date <= ${asOf}
    ), gone_items as materialized (
      select i.id from items i
       where i.community_agent_id in (${communities}) and i.status_id = ${StatusId.Deleted}::smallint
    ), gone_details as materialized (
      select d.id from items i
        join item_agents ia on ia.item_id = i.id and ia.is_deleted
        join item_agent_details d on d.item_agent_id = ia.id
       where i.community_agent_id in (${communities}) and i.status_id <> ${StatusId.Deleted}::smallint
    )
    select a.community_agent_id, a.owner_agent_id, a.code_id, a.property_agent_id, a.txn_type_id,
           a.post_date, a.amount_cents
      from ar_lines a
     where a.community_agent_id in (${communities}) and a.post_date <= ${asOf}
       and not exists (select 1 from gone_items g where g.id = a.item_id)
       and not exists (select 1 from gone_details g where g.id = a.item_agent_detail_id)
       and not exists (select 1 from reversals r where r.id = a.item_id)
       and not exists (select 1 from reversals r where r.payment_id = a.item_id)
    union all
    select a.community_agent_id, a.owner_agent_id, a.code_id, max(a.property_agent_id),
           r.txn_type_id, r.post_date, sum(a.amount_cents)::bigint
      from reversals r
      cross join lateral (values (r.id), (r.payment_id)) k(item_id)
      join ar_lines a on a.item_id = k.item_id
     where a.post_date <= ${asOf}
       and not exists (select 1 from gone_details g where g.id = a.item_agent_detail_id)
     group by a.community_agent_id, a.owner_agent_id, a.code_id, r.id, r.txn_type_id, r.post_date`;
}

/**
 * Credits pay the oldest charges first (@hoa/domain openBalance), so of a run of charges `range`,
 * where `through` is every charge up to the run's last, what the credits leave open is
 * max(0, min(range, through − credits)). All three are sums over one owner's lines of one code.
 */
export function openPartSql(range: SQL, through: SQL, credits: SQL): SQL {
  return sql`greatest(0, least(${range}, ${through} - ${credits}))`;
}

import { sql, type SQL } from '@hoa/db';
import { PaymentReversalTxnTypeIds, StatusId } from '@hoa/domain';
import { idArray } from '../../sql/index';

const reversalTypes = sql.raw(PaymentReversalTxnTypeIds.join(','));

/**
 * Whose lines: every owner of the communities (an id, or a relation of ids), or of them the owners
 * of a relation of ids (`ownersIn`), or these owners.
 */
export type OpenBalanceScope = { communities: SQL; ownersIn?: SQL } | { owners: readonly number[] };

/**
 * The scope's owner lines (`a`) and the condition a line (`a`) of the scope meets, a condition on
 * items (`i`) that holds their reversals and removed transactions (those of the owners'
 * communities), and the lines removing owners took off (ar_removed_lines). Owners' lines and
 * removed lines are looked up owner by owner (lateral, `offset 0`), as payments do, so that a new
 * company's statistics cannot make the planner read the whole tables.
 */
function scopeOf(scope: OpenBalanceScope): {
  lines: SQL;
  isLine: SQL;
  items: SQL;
  goneLines: SQL;
} {
  if ('communities' in scope) {
    const items = sql`i.community_agent_id in (${scope.communities})`;
    const inScope = sql`a.community_agent_id in (${scope.communities})`;
    const ownersIn = scope.ownersIn;
    return {
      lines: ownersIn
        ? sql`select a.* from (${ownersIn}) u(id)
            cross join lateral (select * from ar_lines a where a.owner_agent_id = u.id offset 0) a
           where ${inScope}`
        : sql`select a.* from ar_lines a where ${inScope}`,
      isLine: ownersIn ? sql`${inScope} and a.owner_agent_id in (${ownersIn})` : inScope,
      items,
      goneLines: sql`select r.ar_line_id as id from ar_removed_lines r
       where r.community_agent_id in (${scope.communities})`,
    };
  }
  const owners = idArray(scope.owners);
  const each = sql`unnest(${owners}) as u(id)`;
  return {
    lines: sql`select a.* from ${each}
      cross join lateral (select * from ar_lines a where a.owner_agent_id = u.id offset 0) a`,
    isLine: sql`a.owner_agent_id = any(${owners})`,
    items: sql`i.community_agent_id in (select o.community_agent_id from agents o
      where o.id = any(${owners}))`,
    goneLines: sql`select r.id from ${each}
      cross join lateral (select r.ar_line_id as id from ar_removed_lines r
                           where r.owner_agent_id = u.id offset 0) r`,
  };
}

/**
 * The owner lines of the scope as @hoa/domain openBalance counts them on `asOf` (null: every line),
 * for the late fee and interest runs, the aged balances and the charges a payment pays:
 *  - lines after the date left out, and removed transactions (deleted items, the lines removing
 *    owners took off), whose lines and the lines that undid them cancel;
 *  - a payment returned NSF (44) or backed out (66) by a reversal posted on or before the date,
 *    netted with that reversal into one line per owner and code on the reversal's date, whose
 *    type and latest line id it takes: what the reversal put back is no new charge, so the
 *    charges the payment paid stay open with their own dates; an NSF fee is a charge of the
 *    reversal's date;
 *  - every other line as it is.
 * Columns: id (the line's; orders lines of a day), community_agent_id, owner_agent_id, code_id,
 * property_agent_id, txn_type_id, post_date, amount_cents (+ a charge, − a credit). The reversals
 * and removals of the scope are few: each line is checked against them by hash (the items set
 * aside in one set, the removed lines in another); the reversals' and their payments'
 * own lines are looked up by item (lateral, `offset 0`: left to itself the planner reads every
 * line of the scope in owner order to join them).
 */
export function openBalanceLines(scope: OpenBalanceScope, asOf: SQL | null): SQL {
  const { lines, isLine, items, goneLines } = scopeOf(scope);
  const seen = (date: SQL) => (asOf === null ? sql`true` : sql`${date} <= ${asOf}`);
  return sql`with reversals as materialized (
      select i.id, i.parent_item_id as payment_id, i.txn_type_id, i.post_date from items i
       where ${items} and i.txn_type_id in (${reversalTypes})
         and i.status_id = ${StatusId.Posted}::smallint and ${seen(sql`i.post_date`)}
    ), set_aside as materialized (
      select i.id from items i where ${items} and i.status_id = ${StatusId.Deleted}::smallint
      union all select r.id from reversals r
      union all select r.payment_id from reversals r
    ), gone_lines as materialized (${goneLines}
    ), scoped as (${lines})
    select a.id, a.community_agent_id, a.owner_agent_id, a.code_id, a.property_agent_id,
           a.txn_type_id, a.post_date, a.amount_cents
      from scoped a
     where ${seen(sql`a.post_date`)}
       and not exists (select 1 from set_aside s where s.id = a.item_id)
       and not exists (select 1 from gone_lines g where g.id = a.id)
    union all
    select max(a.id), a.community_agent_id, a.owner_agent_id, a.code_id,
           max(a.property_agent_id), r.txn_type_id, r.post_date, sum(a.amount_cents)::bigint
      from reversals r
      cross join lateral (values (r.id), (r.payment_id)) k(item_id)
      cross join lateral (select a.* from ar_lines a where a.item_id = k.item_id offset 0) a
     where ${isLine} and ${seen(sql`a.post_date`)}
       and not exists (select 1 from gone_lines g where g.id = a.id)
     group by a.community_agent_id, a.owner_agent_id, a.code_id, r.id, r.txn_type_id, r.post_date`;
}

/**
 * The owners of the communities whose lines the open-balance rule on `asOf` does not count as they
 * are (openBalanceLines): the owners of lines of removed items, of reversals posted on or before
 * the date and of the payments they reverse, and the owners of lines removing owners took off.
 * Few, as removals and reversals are; every other owner's open lines are their lines.
 */
export function setAsideOwners(communities: SQL, asOf: SQL): SQL {
  const items = sql`i.community_agent_id in (${communities})`;
  return sql`select a.owner_agent_id from (
        select i.id from items i where ${items} and i.status_id = ${StatusId.Deleted}::smallint
        union all
        select k.id from items i cross join lateral (values (i.id), (i.parent_item_id)) k(id)
         where ${items} and i.txn_type_id in (${reversalTypes})
           and i.status_id = ${StatusId.Posted}::smallint and i.post_date <= ${asOf}
      ) s cross join lateral (select a.owner_agent_id from ar_lines a where a.item_id = s.id offset 0) a
    union
    select r.owner_agent_id from ar_removed_lines r where r.community_agent_id in (${communities})`;
}

/**
 * An owner line (`a`) of an item (`i`) that is still on the owner's ledger: neither its
 * transaction removed nor the line taken off by removing its owner (ar_removed_lines). Removed
 * lines and the lines that undid them cancel, so a balance is the same with or without them.
 */
export const liveOwnerLine = sql`i.status_id <> ${StatusId.Deleted}::smallint
  and not exists (select 1 from ar_removed_lines r where r.ar_line_id = a.id)`;

/**
 * Credits pay the oldest charges first (@hoa/domain openBalance), so of a run of charges `range`,
 * where `through` is every charge up to the run's last, what the credits leave open is
 * max(0, min(range, through − credits)). All three are sums over one owner's lines of one code.
 */
export function openPartSql(range: SQL, through: SQL, credits: SQL): SQL {
  return sql`greatest(0, least(${range}, ${through} - ${credits}))`;
}

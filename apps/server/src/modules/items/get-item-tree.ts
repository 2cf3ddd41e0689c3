import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ItemTreeNode, ResponseOf } from '@hoa/contract';
import { statusLabel, StatusId, txnTypeLabel } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { readableItemId } from './item-access';

type GetItemTree = typeof contract.items.GetItemTree;

/**
 * Item/GetItemTree: an item and the items hung under it (parent_item_id) at any depth, depth
 * first in id order: a payment with its backout or NSF, a charge with its direct debit request,
 * a transaction with its comments and tasks. Deleted items only when asked for.
 */
export async function getItemTree(
  ctx: RequestContext,
  { query }: InputOf<GetItemTree>,
): Promise<ResponseOf<GetItemTree>> {
  const itemId = await readableItemId(ctx, sql`i.id = ${query.itemId}::bigint`);
  const live =
    query.includeDeleted === true ? sql`true` : sql`c.status_id <> ${StatusId.Deleted}::smallint`;
  const rows = await queryRows<Omit<ItemTreeNode, 'TxnTypeName' | 'StatusName'>>(
    ctx.tx,
    sql`with recursive tree as (
          select i.id, 0 as depth, array[i.id] as path from items i where i.id = ${itemId}::bigint
          union all
          select c.id, t.depth + 1, t.path || c.id from items c join tree t on c.parent_item_id = t.id
           where ${live} and t.depth < 20)
        select i.id::int8 as "TopsItemId", i.parent_item_id::int8 as "TopsItemParentTxnId",
               t.depth as "Depth", i.txn_type_id::int as "TopsTxnTypeId",
               i.status_id::int as "TopsStatusId", i.event_date::text as "EventDate",
               i.post_date::text as "PostDate", i.reference as "Reference",
               coalesce((select sum(d.amount_cents) from item_lines d
                          where d.item_id = i.id and d.is_live and d.is_debit), 0)::int8 as "Amount"
          from tree t join items i on i.id = t.id
         order by t.path`,
  );
  return rows.map((r) => ({
    ...r,
    TxnTypeName: txnTypeLabel(r.TopsTxnTypeId),
    StatusName: statusLabel(r.TopsStatusId),
  }));
}

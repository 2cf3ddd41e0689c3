import { queryRows, sql } from '@hoa/db';
import type { RemoveItemsResult } from '@hoa/contract';
import { OwnerLedgerTxnTypeIds, StatusId, TxnTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import {
  liveOwners,
  lockRemovableItem,
  removeTogether,
  type RemovableItem,
  type Removal,
} from '../owner-ledger/index';
import { removalAnswer } from './removal-result';

/** Which live descendants go with the item: all owner transactions, or only some types of child. */
export type RelatedScope = { kind: 'all' } | { kind: 'children'; txnTypeIds: readonly number[] };

/**
 * Removes an owner transaction with the owner transactions hung under it (parent_item_id, at any
 * depth: a payment's backout or NSF, a charge's related adjustments), as one removal: each is
 * locked and checked like RemoveItem (claim, community, closed year or period, direct debit sent,
 * ACH owners), the owners' balances are judged after the whole removal, and comments, tasks and
 * other items that are not owner transactions stay (asking for confirmation, as RemoveItem does).
 */
export async function removeWithRelated(
  ctx: RequestContext,
  itemId: number,
  bypass: boolean,
  scope: RelatedScope,
  requireRoot: (root: RemovableItem) => void = () => undefined,
): Promise<RemoveItemsResult> {
  const root = await lockRemovableItem(ctx, sql`i.id = ${itemId}::bigint`);
  requireRoot(root);
  const related = await relatedItemIds(ctx, itemId, scope);
  const locked = [root];
  for (const id of related) locked.push(await lockRemovableItem(ctx, sql`i.id = ${id}::bigint`));
  const whole: Removal[] = locked.map((item) => ({ item, ownerAgentIds: liveOwners(item) }));
  return removalAnswer(await removeTogether(ctx, whole, bypass), whole);
}

/** The live owner transactions under an item, parents before children. */
async function relatedItemIds(
  ctx: RequestContext,
  itemId: number,
  scope: RelatedScope,
): Promise<number[]> {
  const types = `{${OwnerLedgerTxnTypeIds.join(',')}}`;
  const rows = await queryRows<{ id: number }>(
    ctx.tx,
    sql`with recursive tree as (
          select i.id, 1 as depth from items i
           where i.parent_item_id = ${itemId}::bigint
             and i.status_id <> ${StatusId.Deleted}::smallint
             and i.txn_type_id not in (${TxnTypeId.Comment}::smallint, ${TxnTypeId.Task}::smallint)
          union all
          select c.id, t.depth + 1 from items c join tree t on c.parent_item_id = t.id
           where c.status_id <> ${StatusId.Deleted}::smallint and t.depth < 20
             and c.txn_type_id not in (${TxnTypeId.Comment}::smallint, ${TxnTypeId.Task}::smallint))
        select t.id::int8 as id from tree t join items i on i.id = t.id
         where i.txn_type_id = any(${types}::smallint[])
         ${
           scope.kind === 'children'
             ? sql`and t.depth = 1 and i.txn_type_id = any(${`{${scope.txnTypeIds.join(',')}}`}::smallint[])`
             : sql``
         }
         order by t.depth, t.id`,
  );
  return rows.map((r) => r.id);
}

import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';

import { appError, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { lockRemovableItem, removeTogether, type Removal } from '../owner-ledger/index';
import { removalAnswer } from './removal-result';
import { idArray } from '../../sql/index';

type RemoveItemAgentByList = typeof contract.items.RemoveItemAgentByList;

/**
 * Item/RemoveItemAgentByList: several owners (item agents), of one transaction or several, removed
 * as one under RemoveItem's rules: one refusal or rule violation and none is removed. An item
 * whose every owner is on the list goes too.
 */
export async function removeItemAgentByList(
  ctx: RequestContext,
  input: InputOf<RemoveItemAgentByList>,
): Promise<ResponseOf<RemoveItemAgentByList>> {
  const { itemAgentIds, bypassValidation } = input.body;
  const wanted = [...new Set(itemAgentIds)];
  const owners = await queryRows<{ id: number; item: number }>(
    ctx.tx,
    sql`select id::int8 as id, item_id::int8 as item from item_agents
         where id = any(${idArray(wanted)}) order by item_id, id`,
  );
  if (owners.length !== wanted.length) throw notFound();
  const removals: Removal[] = [];
  for (const itemId of new Set(owners.map((o) => o.item))) {
    const item = await lockRemovableItem(ctx, sql`i.id = ${itemId}::bigint`);
    const ids = owners.filter((o) => o.item === itemId).map((o) => o.id);
    const taken = item.owners.filter((o) => o.itemAgentId !== null && ids.includes(o.itemAgentId));
    if (taken.length !== ids.length || taken.some((o) => o.isDeleted)) {
      throw appError('AlreadyRemoved');
    }
    removals.push({ item, ownerAgentIds: taken.map((o) => o.agentId) });
  }
  return removalAnswer(await removeTogether(ctx, removals, bypassValidation), removals);
}

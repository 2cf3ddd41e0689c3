import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';

import { appError, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { lockRemovableItem, removeTogether, type Removal } from '../owner-ledger/index';
import { removalAnswer } from './removal-result';

type RemoveItemAgentByList = typeof contract.items.RemoveItemAgentByList;

/**
 * Item/RemoveItemAgentByList: several owners, of one transaction or several (each named by item and
 * owner), removed as one under RemoveItem's rules: one refusal or rule violation and none is
 * removed. An owner not on the transaction is 404, one removed before AlreadyRemoved. An item whose
 * every owner is on the list goes too.
 */
export async function removeItemAgentByList(
  ctx: RequestContext,
  input: InputOf<RemoveItemAgentByList>,
): Promise<ResponseOf<RemoveItemAgentByList>> {
  const { owners, bypassValidation } = input.body;
  const removals: Removal[] = [];
  for (const itemId of [...new Set(owners.map((o) => o.itemId))].sort((a, b) => a - b)) {
    const item = await lockRemovableItem(ctx, sql`i.id = ${itemId}::bigint`);
    const wanted = new Set(owners.filter((o) => o.itemId === itemId).map((o) => o.agentId));
    const taken = item.owners.filter((o) => wanted.has(o.agentId));
    if (taken.length !== wanted.size) throw notFound();
    if (taken.some((o) => o.isDeleted)) throw appError('AlreadyRemoved');
    removals.push({ item, ownerAgentIds: taken.map((o) => o.agentId) });
  }
  return removalAnswer(await removeTogether(ctx, removals, bypassValidation), removals);
}

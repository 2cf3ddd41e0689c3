import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ViolationMessages as M } from '@hoa/domain';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { liveOwners, lockRemovableItem, removeTogether } from '../owner-ledger/index';
import { requireCcrRecord } from './ccr-record-rows';

type RemoveCcrTransactionItem = typeof contract.ccr.RemoveCCRTransactionItem;

/**
 * Item/RemoveCCRTransactionItem (spec 3 §7): the fine a violation's level posted, removed as
 * Item/RemoveItem removes a charge (its refusals and rule violations, then reversed when posted),
 * with update access to the violation. The level stays taken and its letter stays sent; the
 * action keeps the charge for the timeline, which shows the fine and its removal, and the fine
 * counts no more in the violation's fines and the CCR reports.
 */
export async function removeCcrTransactionItem(
  ctx: RequestContext,
  { body }: InputOf<RemoveCcrTransactionItem>,
): Promise<ResponseOf<RemoveCcrTransactionItem>> {
  const [charge] = await queryRows<{ violation_item_id: string | number | null }>(
    ctx.tx,
    sql`select (select a.item_id from violation_actions a where a.charge_item_id = i.id)
                 as violation_item_id
          from items i where i.id = ${body.itemId}`,
  );
  if (!charge) throw notFound();
  if (charge.violation_item_id === null) throw badRequest(M.notViolationFine);
  await requireCcrRecord(ctx, Number(charge.violation_item_id), 'update');
  return removeFine(ctx, body.itemId, body.bypassValidation);
}

/** A violation's fine charge removed under the owner ledger's removal rules. */
export async function removeFine(ctx: RequestContext, chargeItemId: number, bypass: boolean) {
  const item = await lockRemovableItem(ctx, sql`i.id = ${chargeItemId}`);
  return removeTogether(ctx, [{ item, ownerAgentIds: liveOwners(item) }], bypass);
}

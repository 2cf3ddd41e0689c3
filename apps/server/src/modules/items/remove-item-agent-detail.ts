import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { appError, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  applyRemoval,
  lockRemovableItem,
  removalViolation,
  requireRemovable,
} from '../owner-ledger/index';
import { ItemMessages as M } from './messages';
import { removalAnswer } from './removal-result';

type RemoveItemAgentDetail = typeof contract.items.RemoveItemAgentDetail;

/**
 * Item/RemoveItemAgentDetail: one line of an owner on an accrued (unposted) transaction, under
 * RemoveItem's rules for that owner. A posted line is never edited (it is reversed by removing
 * the owner). The owner is removed once no line of theirs is left, the item once no owner is.
 */
export async function removeItemAgentDetail(
  ctx: RequestContext,
  input: InputOf<RemoveItemAgentDetail>,
): Promise<ResponseOf<RemoveItemAgentDetail>> {
  const { itemAgentDetailId, bypassValidation } = input.body;
  const item = await lockRemovableItem(
    ctx,
    sql`i.id = (select ia.item_id from item_agent_details d
                  join item_agents ia on ia.id = d.item_agent_id
                 where d.id = ${itemAgentDetailId}::bigint)`,
  );
  const [detail] = await queryRows<{ owner: number; deleted: boolean; others: number }>(
    ctx.tx,
    sql`select ia.agent_id::int8 as owner, d.is_deleted or ia.is_deleted as deleted,
               (select count(*)::int from item_agent_details o where o.item_agent_id = d.item_agent_id
                   and o.id <> d.id and not o.is_deleted) as others
          from item_agent_details d join item_agents ia on ia.id = d.item_agent_id
         where d.id = ${itemAgentDetailId}::bigint`,
  );
  if (!detail) throw notFound();
  if (detail.deleted) throw appError('AlreadyRemoved');
  if (item.statusId !== StatusId.Accrued) throw appError('ItemDetailOfPosted', M.detailOfPosted);
  const removal = { item, ownerAgentIds: [detail.owner] };
  const target = { ...item, ownerAgentIds: removal.ownerAgentIds };
  await requireRemovable(ctx, target);
  const violation = await removalViolation(ctx, [target], bypassValidation);
  if (violation) return removalAnswer(violation, []);
  await ctx.tx.execute(
    sql`update item_agent_details set is_deleted = true where id = ${itemAgentDetailId}::bigint`,
  );
  const emptied = detail.others === 0 ? [removal] : [];
  for (const r of emptied) await applyRemoval(ctx, r);
  const removed = {
    TopsItemId: item.id,
    TopsTxnTypeId: item.txnTypeId,
    IsRemoved: true,
    RuleViolationId: null,
    Message: null,
    CanBypass: false,
    Agents: [],
  };
  return removalAnswer(removed, emptied);
}

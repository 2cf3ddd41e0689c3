import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { appError, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  applyRemoval,
  lockRemovableItem,
  removalViolation,
  removeRunLines,
  requireRemovable,
} from '../owner-ledger/index';
import { ItemMessages as M } from './messages';
import { removalAnswer } from './removal-result';
import { idArray } from '../../sql/index';

type RemoveItemAgentDetail = typeof contract.items.RemoveItemAgentDetail;

/**
 * Item/RemoveItemAgentDetail: the line of an owner and code on an accrued (unposted) transaction,
 * under RemoveItem's rules for that owner. A posted line is never edited (it is reversed by
 * removing the owner). The owner is removed once no line of theirs is left, the item once no owner
 * is.
 */
export async function removeItemAgentDetail(
  ctx: RequestContext,
  input: InputOf<RemoveItemAgentDetail>,
): Promise<ResponseOf<RemoveItemAgentDetail>> {
  const { itemId, agentId, codeId, bypassValidation } = input.body;
  const item = await lockRemovableItem(ctx, sql`i.id = ${itemId}::bigint`);
  const [detail] = await queryRows<{ ids: number[]; deleted: boolean; others: number }>(
    ctx.tx,
    sql`select coalesce(array_agg(d.item_agent_detail_id::int8)
                          filter (where d.code_id = ${codeId}::bigint
                                    and d.item_agent_detail_id is not null), '{}') as ids,
               not bool_or(d.is_live) filter (where d.code_id = ${codeId}::bigint) as deleted,
               count(*) filter (where d.code_id is distinct from ${codeId}::bigint
                                  and not d.is_deleted)::int as others
          from item_lines d
         where d.item_id = ${itemId}::bigint and d.agent_id = ${agentId}::bigint
        having bool_or(d.code_id = ${codeId}::bigint)`,
  );
  if (!detail) throw notFound();
  if (detail.deleted) throw appError('AlreadyRemoved');
  if (item.statusId !== StatusId.Accrued) throw appError('ItemDetailOfPosted', M.detailOfPosted);
  const removal = { item, ownerAgentIds: [agentId] };
  const target = { ...item, ownerAgentIds: removal.ownerAgentIds };
  await requireRemovable(ctx, target);
  const violation = await removalViolation(ctx, [target], bypassValidation);
  if (violation) return removalAnswer(violation, []);
  await ctx.tx.execute(
    sql`update item_agent_details set is_deleted = true where id = any(${idArray(detail.ids)})`,
  );
  await removeRunLines(ctx.tx, itemId, [agentId], codeId);
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

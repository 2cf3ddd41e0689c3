import { eq, inArray, itemAgents, items, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, RemoveItemResult, ResponseOf } from '@hoa/contract';
import {
  claimForTxnType,
  OwnerLedgerMessages as M,
  OwnerLedgerTxnTypeIds,
  StatusId,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { AppError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { reverseReceivableItemAgents, reverseReceivableItems } from '../gl/index';
import { removalViolation, requireRemovable, type RemovalTarget } from './removal-checks';

type RemoveItem = typeof contract.ownerLedger.RemoveItem;
type RemoveItemAgent = typeof contract.ownerLedger.RemoveItemAgent;

interface ItemRow {
  id: number;
  communityAgentId: number;
  txnTypeId: number;
  statusId: number;
  postDate: string;
  agents: { id: number; agentId: number; isDeleted: boolean }[];
}

/**
 * Item/RemoveItem (spec 3 §4 'Removing a transaction'): the whole owner transaction, or with an
 * agent only that owner. A posted one is reversed line for line on its own post date; the item
 * (or the item agent) is then marked deleted. Refusals and rule violations: see removal-checks.
 */
export async function removeItem(
  ctx: RequestContext,
  input: InputOf<RemoveItem>,
): Promise<ResponseOf<RemoveItem>> {
  const { itemId, agentId, bypassValidation } = input.body;
  const item = await lockItem(ctx, sql`i.id = ${itemId}::bigint`);
  const live = item.agents.filter((a) => !a.isDeleted);
  const chosen = agentId === null ? live : live.filter((a) => a.agentId === agentId);
  if (chosen.length === 0 && agentId !== null) throw badRequest(M.ownerNotOnTransaction);
  return remove(ctx, item, chosen, bypassValidation);
}

/** Item/RemoveItemAgent: one owner (item agent) of an owner transaction. */
export async function removeItemAgent(
  ctx: RequestContext,
  input: InputOf<RemoveItemAgent>,
): Promise<ResponseOf<RemoveItemAgent>> {
  const { itemAgentId, bypassValidation } = input.body;
  const item = await lockItem(
    ctx,
    sql`i.id = (select item_id from item_agents where id = ${itemAgentId}::bigint)`,
  );
  const chosen = item.agents.filter((a) => a.id === itemAgentId && !a.isDeleted);
  if (chosen.length === 0) throw new AppError(409, M.alreadyRemoved);
  return remove(ctx, item, chosen, bypassValidation);
}

async function remove(
  ctx: RequestContext,
  item: ItemRow,
  chosen: ItemRow['agents'],
  bypass: boolean,
): Promise<RemoveItemResult> {
  const target: RemovalTarget = { ...item, itemAgentIds: chosen.map((a) => a.id) };
  await requireRemovable(ctx, target);
  const violation = await removalViolation(ctx, target, bypass);
  if (violation) return violation;
  const ids = target.itemAgentIds;
  const remaining = item.agents.filter((a) => !a.isDeleted && !ids.includes(a.id));
  const whole = remaining.length === 0;
  if (item.statusId === StatusId.Posted) {
    if (whole && item.agents.every((a) => !a.isDeleted)) {
      await reverseReceivableItems(ctx.tx, ctx.user.companyId, [item.id]);
    } else {
      await reverseReceivableItemAgents(ctx.tx, ctx.user.companyId, ids);
    }
  }
  if (ids.length > 0) {
    await ctx.tx.update(itemAgents).set({ isDeleted: true }).where(inArray(itemAgents.id, ids));
  }
  if (whole) {
    await ctx.tx
      .update(items)
      .set({ statusId: StatusId.Deleted, updatedAt: new Date() })
      .where(eq(items.id, item.id));
  }
  return {
    TopsItemId: item.id,
    TopsTxnTypeId: item.txnTypeId,
    IsRemoved: true,
    RuleViolationId: null,
    Message: null,
    CanBypass: false,
    Agents: [],
  };
}

/** The owner transaction with its item agents, locked; claim and community checked. */
async function lockItem(ctx: RequestContext, where: ReturnType<typeof sql>): Promise<ItemRow> {
  const [row] = await queryRows<ItemRow>(
    ctx.tx,
    sql`select i.id::int, i.community_agent_id::int as "communityAgentId",
               i.txn_type_id::int as "txnTypeId", i.status_id::int as "statusId",
               coalesce(i.post_date, i.event_date)::text as "postDate",
               coalesce((select json_agg(json_build_object('id', ia.id, 'agentId', ia.agent_id,
                          'isDeleted', ia.is_deleted) order by ia.id)
                           from item_agents ia where ia.item_id = i.id), '[]') as agents
          from items i where ${where}
           for update of i`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.communityAgentId);
  requireClaim(ctx, claimForTxnType(row.txnTypeId) ?? 'arapplycharges', 'delete');
  if (!OwnerLedgerTxnTypeIds.includes(row.txnTypeId)) throw badRequest(M.notOwnerTransaction);
  if (row.statusId === StatusId.Deleted) throw new AppError(409, M.alreadyRemoved);
  return {
    ...row,
    agents: row.agents.map((a) => ({ ...a, id: Number(a.id), agentId: Number(a.agentId) })),
  };
}

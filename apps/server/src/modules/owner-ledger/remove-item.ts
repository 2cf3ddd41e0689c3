import { and, eq, inArray, itemAgents, items, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, RemoveItemResult, ResponseOf } from '@hoa/contract';
import {
  claimForTxnType,
  OwnerLedgerMessages as M,
  OwnerLedgerTxnTypeIds,
  StatusId,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { reverseOwnersOnItems, reverseReceivableItems } from '../gl/index';
import { restoreCodesLastApplied } from './codes-last-applied';
import { removeRunLines } from './item-line-writes';
import { removalViolation, requireRemovable, type RemovalTarget } from './removal-checks';

type RemoveItem = typeof contract.ownerLedger.RemoveItem;
type RemoveItemAgent = typeof contract.ownerLedger.RemoveItemAgent;

/** An owner of a removable item: its item agent, where it has one, and whether it was removed. */
export interface RemovableOwner {
  agentId: number;
  itemAgentId: number | null;
  isDeleted: boolean;
}

/** An owner transaction with its owners, locked for removal. */
export interface RemovableItem {
  id: number;
  communityAgentId: number;
  txnTypeId: number;
  statusId: number;
  postDate: string;
  parentItemId: number | null;
  owners: RemovableOwner[];
}

/** One item of a removal and the live owners (agent ids) taken off it. */
export interface Removal {
  item: RemovableItem;
  ownerAgentIds: number[];
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
  const item = await lockRemovableItem(ctx, sql`i.id = ${itemId}::bigint`);
  const live = liveOwners(item);
  const chosen = agentId === null ? live : live.filter((owner) => owner === agentId);
  if (chosen.length === 0 && agentId !== null) throw badRequest(M.ownerNotOnTransaction);
  return removeTogether(ctx, [{ item, ownerAgentIds: chosen }], bypassValidation);
}

/** The owners still on an item. */
export const liveOwners = (item: RemovableItem): number[] =>
  item.owners.filter((o) => !o.isDeleted).map((o) => o.agentId);

/** Item/RemoveItemAgent: one owner (item agent) of an owner transaction. */
export async function removeItemAgent(
  ctx: RequestContext,
  input: InputOf<RemoveItemAgent>,
): Promise<ResponseOf<RemoveItemAgent>> {
  const { itemAgentId, bypassValidation } = input.body;
  const item = await lockRemovableItem(
    ctx,
    sql`i.id = (select item_id from item_agents where id = ${itemAgentId}::bigint)`,
  );
  const chosen = item.owners.filter((o) => o.itemAgentId === itemAgentId && !o.isDeleted);
  if (chosen.length === 0) throw appError('AlreadyRemoved');
  const ownerAgentIds = chosen.map((o) => o.agentId);
  return removeTogether(ctx, [{ item, ownerAgentIds }], bypassValidation);
}

/**
 * Removes several owner transactions (or owners of them) as one: every refusal of each is
 * checked first, then the rule violations of them all together (an owner's balance after the
 * whole removal; related transactions outside the removal ask for confirmation); only then is
 * anything reversed and marked deleted. The answer names the first removal's item.
 */
export async function removeTogether(
  ctx: RequestContext,
  removals: readonly Removal[],
  bypass: boolean,
): Promise<RemoveItemResult> {
  const [head] = removals;
  if (!head) throw notFound();
  const targets: RemovalTarget[] = removals.map(({ item, ownerAgentIds }) => ({
    ...item,
    ownerAgentIds,
  }));
  const removingWhole = removals.filter(isWhole).map((r) => r.item.id);
  for (const target of targets) await requireRemovable(ctx, target, removingWhole);
  const violation = await removalViolation(ctx, targets, bypass, removingWhole);
  if (violation) return violation;
  for (const removal of removals) await applyRemoval(ctx, removal);
  await restoreCodesLastApplied(
    ctx.tx,
    removals.filter((r) => r.item.statusId === StatusId.Posted).map((r) => r.item.id),
  );
  return {
    TopsItemId: head.item.id,
    TopsTxnTypeId: head.item.txnTypeId,
    IsRemoved: true,
    RuleViolationId: null,
    Message: null,
    CanBypass: false,
    Agents: [],
  };
}

/** Does the removal take every owner still on the item (so the item goes too)? */
export const isWhole = ({ item, ownerAgentIds }: Removal): boolean =>
  item.owners.every((o) => o.isDeleted || ownerAgentIds.includes(o.agentId));

/**
 * Reverses a posted removal (the whole item line for line when no owner was taken off before,
 * otherwise the owners' lines) and marks the owners' item agents, and the item once no owner is
 * left, deleted. An accrued one has no lines to reverse.
 */
export async function applyRemoval(ctx: RequestContext, removal: Removal): Promise<void> {
  const { item, ownerAgentIds } = removal;
  const whole = isWhole(removal);
  if (item.statusId === StatusId.Posted) {
    if (whole && item.owners.every((o) => !o.isDeleted)) {
      await reverseReceivableItems(ctx.tx, ctx.user.companyId, [item.id]);
    } else {
      await reverseOwnersOnItems(ctx.tx, ctx.user.companyId, [{ itemId: item.id, ownerAgentIds }]);
    }
  }
  if (ownerAgentIds.length > 0) {
    await removeRunLines(ctx.tx, item.id, ownerAgentIds);
    await ctx.tx
      .update(itemAgents)
      .set({ isDeleted: true })
      .where(and(eq(itemAgents.itemId, item.id), inArray(itemAgents.agentId, ownerAgentIds)));
  }
  if (whole) {
    await ctx.tx
      .update(items)
      .set({ statusId: StatusId.Deleted, updatedAt: new Date() })
      .where(eq(items.id, item.id));
  }
}

/**
 * The owner transaction with its owners (its parties), locked; its community on the caller's list,
 * delete access to its type's claim, an owner transaction not yet removed.
 */
export async function lockRemovableItem(
  ctx: RequestContext,
  where: ReturnType<typeof sql>,
): Promise<RemovableItem> {
  const [row] = await queryRows<RemovableItem>(
    ctx.tx,
    sql`select i.id::int, i.community_agent_id::int as "communityAgentId",
               i.txn_type_id::int as "txnTypeId", i.status_id::int as "statusId",
               coalesce(i.post_date, i.event_date)::text as "postDate",
               i.parent_item_id::int8 as "parentItemId",
               coalesce((select json_agg(json_build_object('itemAgentId', ia.item_agent_id,
                          'agentId', ia.agent_id, 'isDeleted', ia.is_deleted)
                          order by ia.item_agent_id, ia.agent_id)
                           from item_parties ia where ia.item_id = i.id), '[]') as owners
          from items i where ${where}
           for update of i`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.communityAgentId);
  requireClaim(ctx, claimForTxnType(row.txnTypeId) ?? 'arapplycharges', 'delete');
  if (!OwnerLedgerTxnTypeIds.includes(row.txnTypeId)) throw badRequest(M.notOwnerTransaction);
  if (row.statusId === StatusId.Deleted) throw appError('AlreadyRemoved');
  return {
    ...row,
    owners: row.owners.map((o) => ({
      ...o,
      itemAgentId: o.itemAgentId === null ? null : Number(o.itemAgentId),
      agentId: Number(o.agentId),
    })),
  };
}

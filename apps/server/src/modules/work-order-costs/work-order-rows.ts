import { queryRows, sql } from '@hoa/db';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/** What the cost and close-and-post use cases read of a work order. */
export interface WorkOrderFacts {
  itemId: number;
  communityAgentId: number;
  propertyAgentId: number | null;
  ownerAgentId: number | null;
  summary: string;
  statusId: number;
}

const idOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * A work order of the caller's communities (the caller's claim is checked by the use case): 404
 * when their company has none with the id (row-level security hides other companies) or it is
 * deleted, 403 off their community list. With `lock`, its row is locked until the transaction
 * ends: cost changes and the close and post of one work order wait on each other.
 */
export async function requireWorkOrder(
  ctx: RequestContext,
  itemId: number,
  lock: boolean,
): Promise<WorkOrderFacts> {
  const [row] = await queryRows<{
    community: string | number;
    property: string | number | null;
    owner: string | number | null;
    summary: string;
    status_id: number;
  }>(
    ctx.tx,
    sql`select w.community_agent_id as community, w.property_agent_id as property,
               w.owner_agent_id as owner, w.code_description as summary, i.status_id
          from work_orders w join items i on i.id = w.item_id
         where w.item_id = ${itemId} and i.txn_type_id = ${TxnTypeId.WorkOrder}
           and i.status_id <> ${StatusId.Deleted} ${lock ? sql`for update of w, i` : sql``}`,
  );
  if (!row) throw notFound();
  const facts: WorkOrderFacts = {
    itemId,
    communityAgentId: Number(row.community),
    propertyAgentId: idOrNull(row.property),
    ownerAgentId: idOrNull(row.owner),
    summary: row.summary,
    statusId: row.status_id,
  };
  await requireCommunity(ctx, facts.communityAgentId);
  return facts;
}

/** The work order a cost item belongs to; 404 when the caller's company has no such cost item. */
export async function workOrderOfCostItem(
  ctx: RequestContext,
  costItemId: number,
): Promise<number> {
  const [row] = await queryRows<{ work_order: string | number }>(
    ctx.tx,
    sql`select work_order_item_id as work_order from work_order_cost_items where id = ${costItemId}`,
  );
  if (!row) throw notFound();
  return Number(row.work_order);
}

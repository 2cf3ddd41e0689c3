import { queryRows, sql } from '@hoa/db';
import type { CostItem, WorkOrderCosts } from '@hoa/contract';
import { CostItemTypes, summarizeCosts } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireWorkOrder, workOrderOfCostItem } from './work-order-rows';

interface CostItemRow {
  id: string | number;
  work_order_item_id: string | number;
  cost_item_type_id: number;
  part_id: string | number | null;
  part_name: string | null;
  description: string;
  quantity: string;
  rate_cents: string | number;
  amount_cents: string | number;
  is_billable: boolean;
}

/** The cost items of a work order (or the one asked for), in the order entered. */
export async function selectCostItems(
  ctx: RequestContext,
  workOrderItemId: number,
  costItemId?: number,
): Promise<CostItem[]> {
  const one = costItemId === undefined ? sql`` : sql`and c.id = ${costItemId}`;
  const rows = await queryRows<CostItemRow>(
    ctx.tx,
    sql`select c.id, c.work_order_item_id, c.cost_item_type_id, c.part_id, p.part_name,
               c.description, trim_scale(c.quantity)::text as quantity, c.rate_cents,
               c.amount_cents, c.is_billable
          from work_order_cost_items c left join community_parts p on p.id = c.part_id
         where c.work_order_item_id = ${workOrderItemId} ${one}
         order by c.id`,
  );
  return rows.map((row) => ({
    CostItemId: Number(row.id),
    WorkOrderItemId: Number(row.work_order_item_id),
    CostItemTypeId: row.cost_item_type_id,
    CostItemTypeName:
      CostItemTypes.find((t) => t.CostItemTypeId === row.cost_item_type_id)?.CostItemTypeName ?? '',
    PartId: row.part_id === null ? null : Number(row.part_id),
    PartName: row.part_name,
    Description: row.description,
    Quantity: row.quantity,
    RateCents: Number(row.rate_cents),
    AmountCents: Number(row.amount_cents),
    IsBillable: row.is_billable,
  }));
}

/** A work order's cost items with their summary (summarizeCosts). */
export async function readWorkOrderCosts(
  ctx: RequestContext,
  workOrderItemId: number,
): Promise<WorkOrderCosts> {
  const items = await selectCostItems(ctx, workOrderItemId);
  return {
    WorkOrderItemId: workOrderItemId,
    CostItems: items,
    Summary: summarizeCosts(items),
  };
}

/** The cost items of a work order the caller may read (GetCostItems, CostItem/GetList). */
export async function readCostItems(
  ctx: RequestContext,
  workOrderItemId: number,
): Promise<CostItem[]> {
  requireClaim(ctx, 'workordermaintain', 'read');
  await requireWorkOrder(ctx, workOrderItemId, false);
  return selectCostItems(ctx, workOrderItemId);
}

/** One cost item the caller may read; 404 when their company has none with the id. */
export async function readCostItem(ctx: RequestContext, costItemId: number): Promise<CostItem> {
  requireClaim(ctx, 'workordermaintain', 'read');
  const workOrderItemId = await workOrderOfCostItem(ctx, costItemId);
  await requireWorkOrder(ctx, workOrderItemId, false);
  const [item] = await selectCostItems(ctx, workOrderItemId, costItemId);
  if (!item) throw notFound();
  return item;
}

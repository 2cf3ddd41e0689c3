import type { CostItemRow, WorkOrderCosts } from '@hoa/contract';
import { queryRows, sql, workOrderCostItems } from '@hoa/db';
import {
  costAmountCents,
  costItemProblem,
  quantityThousandths,
  StatusId,
  WorkOrderMessages as M,
} from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { readWorkOrderCosts } from './cost-item-rows';
import { requireWorkOrder, workOrderOfCostItem, type WorkOrderFacts } from './work-order-rows';

/** A cost item as the form sent it, its defaults applied. */
export type CostItemRowInput = CostItemRow & { PartId: number | null; Description: string };

/** The work order locked for a cost change: refused once it is Closed. */
async function openWorkOrder(ctx: RequestContext, workOrderItemId: number) {
  const workOrder = await requireWorkOrder(ctx, workOrderItemId, true);
  if (workOrder.statusId === StatusId.Closed) throw badRequest(M.costItemsLocked);
  return workOrder;
}

/** A quantity of thousandths as numeric text ('2.500'). */
const quantityText = (milli: number) =>
  `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;

/**
 * The rows' problems (costItemProblem's words; a part not on the community's list, unless the
 * row already named it before it was removed), each led by its row number when there are several.
 * Every cost item id must be one of the work order's (404 otherwise).
 */
async function rowProblems(
  ctx: RequestContext,
  workOrder: WorkOrderFacts,
  rows: readonly CostItemRowInput[],
): Promise<string[]> {
  const ids = rows.flatMap((row) => (row.CostItemId === undefined ? [] : [row.CostItemId]));
  const existing = await queryRows<{ id: string | number; part_id: string | number | null }>(
    ctx.tx,
    sql`select id, part_id from work_order_cost_items
         where id = any(${idArray(ids)}) and work_order_item_id = ${workOrder.itemId}`,
  );
  if (existing.length !== new Set(ids).size) throw notFound();
  const keptPart = new Map(existing.map((row) => [Number(row.id), Number(row.part_id)]));
  const partIds = rows.flatMap((row) => (row.PartId === null ? [] : [row.PartId]));
  const live = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from community_parts
         where id = any(${idArray(partIds)}) and community_agent_id = ${workOrder.communityAgentId}
           and date_deleted is null`,
  );
  const liveParts = new Set(live.map((row) => Number(row.id)));
  return rows.flatMap((row, i) => {
    const partKnown =
      row.PartId === null ||
      liveParts.has(row.PartId) ||
      (row.CostItemId !== undefined && keptPart.get(row.CostItemId) === row.PartId);
    const problem = costItemProblem(row) ?? (partKnown ? null : M.partUnknown);
    if (problem === null) return [];
    return [rows.length === 1 ? problem : `Row ${i + 1}: ${problem}`];
  });
}

/**
 * Saves cost items of an open work order, all or none: new ones (without CostItemId) inserted,
 * the others changed, each amount the server's (quantity × rate, rounded half away from zero to
 * the cent). Answers the work order's costs and the ids saved, in the order sent.
 */
export async function saveWorkOrderCostItems(
  ctx: RequestContext,
  workOrderItemId: number,
  rows: readonly CostItemRowInput[],
): Promise<{ costs: WorkOrderCosts; savedIds: number[] }> {
  if (rows.some((row) => row.CostItemId === undefined))
    requireClaim(ctx, 'workordermaintain', 'create');
  if (rows.some((row) => row.CostItemId !== undefined))
    requireClaim(ctx, 'workordermaintain', 'update');
  const workOrder = await openWorkOrder(ctx, workOrderItemId);
  const problems = await rowProblems(ctx, workOrder, rows);
  if (problems.length > 0) throw badRequest(problems.join(' '));
  const values = rows.map((row) => {
    const milli = quantityThousandths(row.Quantity) ?? 0;
    return {
      id: row.CostItemId ?? null,
      costItemTypeId: row.CostItemTypeId,
      partId: row.PartId,
      description: row.Description,
      quantity: quantityText(milli),
      rateCents: row.RateCents,
      amountCents: costAmountCents(milli, row.RateCents),
      isBillable: row.IsBillable,
    };
  });
  const added = values.filter((v) => v.id === null);
  const insertedIds =
    added.length === 0
      ? []
      : (
          await ctx.tx
            .insert(workOrderCostItems)
            .values(
              added.map(({ id: _id, ...value }) => ({
                ...value,
                companyId: ctx.user.companyId,
                workOrderItemId,
                createdByUserId: ctx.user.userId,
              })),
            )
            .returning({ id: workOrderCostItems.id })
        ).map((row) => row.id);
  const changed = values.filter((v) => v.id !== null);
  if (changed.length > 0) {
    await ctx.tx.execute(
      sql`update work_order_cost_items c
             set cost_item_type_id = r."costItemTypeId", part_id = r."partId",
                 description = r.description, quantity = r.quantity, rate_cents = r."rateCents",
                 amount_cents = r."amountCents", is_billable = r."isBillable", updated_at = now()
            from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as r(
                   id bigint, "costItemTypeId" smallint, "partId" bigint, description text,
                   quantity numeric, "rateCents" bigint, "amountCents" bigint, "isBillable" boolean)
           where c.id = r.id and c.work_order_item_id = ${workOrderItemId}`,
    );
  }
  let next = 0;
  const savedIds = values.map((v) => v.id ?? insertedIds[next++] ?? 0);
  return { costs: await readWorkOrderCosts(ctx, workOrderItemId), savedIds };
}

/** Removes a cost item of an open work order; answers the work order's costs. */
export async function deleteWorkOrderCostItem(
  ctx: RequestContext,
  costItemId: number,
): Promise<WorkOrderCosts> {
  requireClaim(ctx, 'workordermaintain', 'delete');
  const workOrderItemId = await workOrderOfCostItem(ctx, costItemId);
  await openWorkOrder(ctx, workOrderItemId);
  await ctx.tx.execute(
    sql`delete from work_order_cost_items
         where id = ${costItemId} and work_order_item_id = ${workOrderItemId}`,
  );
  return readWorkOrderCosts(ctx, workOrderItemId);
}

import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { saveWorkOrderCostItems } from './cost-item-writes';

type Save = typeof contract.costItems.Save;

/** CostItem/Save: one cost item of an open work order added or changed (as SaveCostItems). */
export async function saveCostItem(
  ctx: RequestContext,
  { body }: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  const { WorkOrderItemId, ...row } = body;
  const { costs, savedIds } = await saveWorkOrderCostItems(ctx, WorkOrderItemId, [row]);
  const saved = costs.CostItems.find((item) => item.CostItemId === savedIds[0]);
  if (!saved) throw notFound();
  return saved;
}

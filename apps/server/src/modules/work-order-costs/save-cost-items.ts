import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { saveWorkOrderCostItems } from './cost-item-writes';

type SaveCostItems = typeof contract.workOrderCosts.SaveCostItems;

/**
 * WorkOrder/SaveCostItems: cost items of an open work order saved, all or none (claim
 * workordermaintain create for new ones, update for changed ones); the problems by row.
 */
export async function saveCostItems(
  ctx: RequestContext,
  { body }: InputOf<SaveCostItems>,
): Promise<ResponseOf<SaveCostItems>> {
  const saved = await saveWorkOrderCostItems(ctx, body.WorkOrderItemId, body.CostItems);
  return saved.costs;
}

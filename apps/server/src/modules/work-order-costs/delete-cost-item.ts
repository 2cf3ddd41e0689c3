import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { deleteWorkOrderCostItem } from './cost-item-writes';

type DeleteCostItem = typeof contract.workOrderCosts.DeleteCostItem;
type Delete = typeof contract.costItems.Delete;

/** WorkOrder/DeleteCostItem: a cost item of an open work order removed. */
export function deleteCostItem(
  ctx: RequestContext,
  { body }: InputOf<DeleteCostItem>,
): Promise<ResponseOf<DeleteCostItem>> {
  return deleteWorkOrderCostItem(ctx, body.CostItemId);
}

/** CostItem/Delete/{id}: the same, the cost item named in the path. */
export function deleteCostItemById(
  ctx: RequestContext,
  { params }: InputOf<Delete>,
): Promise<ResponseOf<Delete>> {
  return deleteWorkOrderCostItem(ctx, params.id);
}

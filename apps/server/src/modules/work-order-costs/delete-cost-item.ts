import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { deleteWorkOrderCostItem } from './cost-item-writes';

type DeleteCostItem = typeof contract.workOrderCosts.DeleteCostItem;

/** WorkOrder/DeleteCostItem: a cost item of an open work order removed. */
export function deleteCostItem(
  ctx: RequestContext,
  { body }: InputOf<DeleteCostItem>,
): Promise<ResponseOf<DeleteCostItem>> {
  return deleteWorkOrderCostItem(ctx, body.CostItemId);
}

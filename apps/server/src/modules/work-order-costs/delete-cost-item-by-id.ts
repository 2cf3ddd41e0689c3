import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { deleteWorkOrderCostItem } from './cost-item-writes';

type Delete = typeof contract.costItems.Delete;

/** CostItem/Delete/{id}: a cost item of an open work order removed (as DeleteCostItem). */
export function deleteCostItemById(
  ctx: RequestContext,
  { params }: InputOf<Delete>,
): Promise<ResponseOf<Delete>> {
  return deleteWorkOrderCostItem(ctx, params.id);
}

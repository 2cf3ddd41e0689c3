import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readCostItems } from './cost-item-rows';

type GetList = typeof contract.costItems.GetList;

/** CostItem/GetList: the cost items of a work order (as WorkOrder/GetCostItems). */
export function getCostItemList(
  ctx: RequestContext,
  { query }: InputOf<GetList>,
): Promise<ResponseOf<GetList>> {
  return readCostItems(ctx, query.workOrderItemId);
}

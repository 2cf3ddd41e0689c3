import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readCostItems } from './cost-item-rows';

type GetCostItems = typeof contract.workOrderCosts.GetCostItems;

/** WorkOrder/GetCostItems: the cost items of a work order, in the order entered. */
export function getCostItems(
  ctx: RequestContext,
  { query }: InputOf<GetCostItems>,
): Promise<ResponseOf<GetCostItems>> {
  return readCostItems(ctx, query.workOrderItemId);
}

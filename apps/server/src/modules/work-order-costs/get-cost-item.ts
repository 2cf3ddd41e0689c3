import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readCostItem } from './cost-item-rows';

type Get = typeof contract.costItems.Get;

/** CostItem/Get: one cost item of a work order. */
export function getCostItem(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  return readCostItem(ctx, query.costItemId);
}

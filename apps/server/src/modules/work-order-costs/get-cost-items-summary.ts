import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { summarizeCosts } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { readCostItems } from './cost-item-rows';

type GetCostItemsSummary = typeof contract.workOrderCosts.GetCostItemsSummary;

/** WorkOrder/GetCostItemsSummary: labor, material, other, total, billable and not billable. */
export async function getCostItemsSummary(
  ctx: RequestContext,
  { query }: InputOf<GetCostItemsSummary>,
): Promise<ResponseOf<GetCostItemsSummary>> {
  return summarizeCosts(await readCostItems(ctx, query.workOrderItemId));
}

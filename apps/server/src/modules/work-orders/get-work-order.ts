import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readWorkOrderGraph, requireWorkOrder } from './work-order-rows';

type GetWorkOrder = typeof contract.workOrders.GetWorkOrder;

/** WorkOrder/GetWorkOrder: the view graph of a work order. */
export async function getWorkOrder(
  ctx: RequestContext,
  { query }: InputOf<GetWorkOrder>,
): Promise<ResponseOf<GetWorkOrder>> {
  return readWorkOrderGraph(ctx, await requireWorkOrder(ctx, query.itemId, 'read'));
}

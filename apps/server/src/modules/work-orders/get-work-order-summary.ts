import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireWorkOrder } from './work-order-rows';

type GetSummary = typeof contract.workOrders.GetWorkOrderSummary;

/** WorkOrder/GetWorkOrderSummary: the summary card (where joins property, owner, amenity, place). */
export async function getWorkOrderSummary(
  ctx: RequestContext,
  { query }: InputOf<GetSummary>,
): Promise<ResponseOf<GetSummary>> {
  const order = await requireWorkOrder(ctx, query.itemId, 'read');
  const where = [order.PropertyName, order.OwnerName, order.AmenityName, order.JobLocation]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(' · ');
  return {
    TopsItemId: order.TopsItemId,
    CodeAlias: order.CodeAlias,
    CodeDescription: order.CodeDescription,
    Where: where,
    IssuedToName: order.IssuedToName,
    AssignedUserName: order.AssignedUserName,
    TargetDate: order.TargetDate,
    State: order.State,
    StatusName: order.StatusName,
    IsResponseOverdue: order.IsResponseOverdue,
    IsCompletionOverdue: order.IsCompletionOverdue,
    IsOverdue: order.IsOverdue,
  };
}

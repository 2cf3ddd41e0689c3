import { eq, items } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  isServiceRequestOpen,
  ServiceRequestMessages,
  StatusId,
  WorkOrderMessages as M,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireServiceRequest } from './service-request-rows';

type Delete = typeof contract.serviceRequests.Delete;

/**
 * ServiceRequest/Delete/{id}: an open request no work order was made from, its item Deleted; it
 * leaves the lists, counts and feeds.
 */
export async function deleteServiceRequest(
  ctx: RequestContext,
  { params }: InputOf<Delete>,
): Promise<ResponseOf<Delete>> {
  const request = await requireServiceRequest(ctx, params.id, 'delete');
  if (!isServiceRequestOpen(request.State)) throw badRequest(M.serviceRequestNotOpen);
  if (request.WorkOrderCount > 0) throw badRequest(ServiceRequestMessages.hasWorkOrder);
  await ctx.tx
    .update(items)
    .set({ statusId: StatusId.Deleted, updatedAt: new Date() })
    .where(eq(items.id, params.id));
  return { TopsItemId: params.id };
}

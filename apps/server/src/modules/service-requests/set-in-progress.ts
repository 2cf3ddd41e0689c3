import { eq, serviceRequests } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { isServiceRequestOpen, WorkOrderMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireServiceRequest, rereadServiceRequestGraph } from './service-request-rows';

type SetInProgress = typeof contract.serviceRequests.SetInProgress;

/** ServiceRequest/SetInProgress: an open request marked started (In Progress), or back to Open. */
export async function setInProgress(
  ctx: RequestContext,
  { body }: InputOf<SetInProgress>,
): Promise<ResponseOf<SetInProgress>> {
  const request = await requireServiceRequest(ctx, body.TopsItemId, 'update');
  if (!isServiceRequestOpen(request.State)) throw badRequest(M.serviceRequestNotOpen);
  await ctx.tx
    .update(serviceRequests)
    .set({ isInProgress: body.IsInProgress, updatedAt: new Date() })
    .where(eq(serviceRequests.itemId, body.TopsItemId));
  return rereadServiceRequestGraph(ctx, body.TopsItemId);
}

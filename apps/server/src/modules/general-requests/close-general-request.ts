import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { GeneralRequestMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireGeneralRequest, rereadGeneralRequestGraph } from './general-request-rows';
import { setGeneralRequestState } from './set-general-request-state';

type Close = typeof contract.generalRequests.Close;

/**
 * GeneralRequest/Close/{id}: an open request Closed. A request that cannot be closed (already
 * closed) is refused with the spec's text and the reason.
 */
export async function closeGeneralRequest(
  ctx: RequestContext,
  { params }: InputOf<Close>,
): Promise<ResponseOf<Close>> {
  const request = await requireGeneralRequest(ctx, params.id, 'update');
  if (request.State !== 'Open') throw badRequest(M.closeRefusedClosed);
  await setGeneralRequestState(ctx, [params.id], 'Closed');
  return rereadGeneralRequestGraph(ctx, params.id);
}

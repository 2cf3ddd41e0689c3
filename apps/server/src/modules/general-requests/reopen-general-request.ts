import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { GeneralRequestMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireGeneralRequest, rereadGeneralRequestGraph } from './general-request-rows';
import { setGeneralRequestState } from './set-general-request-state';

type Reopen = typeof contract.generalRequests.Reopen;

/** GeneralRequest/Reopen/{id}: a closed request Open again. */
export async function reopenGeneralRequest(
  ctx: RequestContext,
  { params }: InputOf<Reopen>,
): Promise<ResponseOf<Reopen>> {
  const request = await requireGeneralRequest(ctx, params.id, 'update');
  if (request.State !== 'Closed') throw badRequest(M.notClosed);
  await setGeneralRequestState(ctx, [params.id], 'Open');
  return rereadGeneralRequestGraph(ctx, params.id);
}

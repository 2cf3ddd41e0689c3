import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { GeneralRequestMessages as M } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { setGeneralRequestStates } from './set-general-request-state';

type BatchClose = typeof contract.generalRequests.BatchClose;

/** GeneralRequest/BatchClose: the open requests given Closed, all or none. */
export async function batchClose(
  ctx: RequestContext,
  { body }: InputOf<BatchClose>,
): Promise<ResponseOf<BatchClose>> {
  const count = await setGeneralRequestStates(ctx, body.itemIds, 'Closed');
  return { Message: M.batchClosed(count), Count: count };
}

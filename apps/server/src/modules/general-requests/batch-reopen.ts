import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { GeneralRequestMessages as M } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { setGeneralRequestStates } from './set-general-request-state';

type BatchReopen = typeof contract.generalRequests.BatchReopen;

/** GeneralRequest/BatchReopen: the closed requests given Open again, all or none. */
export async function batchReopen(
  ctx: RequestContext,
  { body }: InputOf<BatchReopen>,
): Promise<ResponseOf<BatchReopen>> {
  const count = await setGeneralRequestStates(ctx, body.itemIds, 'Open');
  return { Message: M.batchReopened(count), Count: count };
}

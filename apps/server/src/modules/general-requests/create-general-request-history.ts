import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { GeneralRequestMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  addHistoryLine,
  requireGeneralRequest,
  rereadGeneralRequestGraph,
} from './general-request-rows';

type CreateHistory = typeof contract.generalRequests.CreateHistory;

/** GeneralRequest/CreateHistory: a note on what was done, by the caller, now. */
export async function createGeneralRequestHistory(
  ctx: RequestContext,
  { body }: InputOf<CreateHistory>,
): Promise<ResponseOf<CreateHistory>> {
  await requireGeneralRequest(ctx, body.TopsItemId, 'update');
  if (body.Note === '') throw badRequest(M.noteRequired);
  await addHistoryLine(ctx, body.TopsItemId, body.Note);
  return rereadGeneralRequestGraph(ctx, body.TopsItemId);
}

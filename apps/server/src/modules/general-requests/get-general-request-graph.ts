import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readGeneralRequestGraph, requireGeneralRequest } from './general-request-rows';

type GetGraph = typeof contract.generalRequests.GetGraph;

/** GeneralRequest/GetGraph: the request with its history. */
export async function getGeneralRequestGraph(
  ctx: RequestContext,
  { query }: InputOf<GetGraph>,
): Promise<ResponseOf<GetGraph>> {
  return readGeneralRequestGraph(ctx, await requireGeneralRequest(ctx, query.id, 'read'));
}

import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readServiceRequestGraph, requireServiceRequest } from './service-request-rows';

type GetServiceRequest = typeof contract.serviceRequests.GetServiceRequest;

/** ServiceRequest/GetServiceRequest: the request with its photos and work orders. */
export async function getServiceRequest(
  ctx: RequestContext,
  { query }: InputOf<GetServiceRequest>,
): Promise<ResponseOf<GetServiceRequest>> {
  return readServiceRequestGraph(ctx, await requireServiceRequest(ctx, query.itemId, 'read'));
}

import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { relatedRequests } from './related-requests';

type GetRelatedServiceRequest = typeof contract.generalRequests.GetRelatedServiceRequest;

/** GeneralRequest/GetRelatedServiceRequest: the service requests (63) of the request's property. */
export function getRelatedServiceRequest(
  ctx: RequestContext,
  { query }: InputOf<GetRelatedServiceRequest>,
): Promise<ResponseOf<GetRelatedServiceRequest>> {
  return relatedRequests(ctx, query.id, TxnTypeId.ServiceRequest);
}

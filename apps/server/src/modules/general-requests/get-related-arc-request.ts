import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { relatedRequests } from './related-requests';

type GetRelatedArcRequest = typeof contract.generalRequests.GetRelatedArcRequest;

/** GeneralRequest/GetRelatedArcRequest: the architectural requests (97) of the request's property. */
export function getRelatedArcRequest(
  ctx: RequestContext,
  { query }: InputOf<GetRelatedArcRequest>,
): Promise<ResponseOf<GetRelatedArcRequest>> {
  return relatedRequests(ctx, query.id, TxnTypeId.ArchitecturalRequest);
}

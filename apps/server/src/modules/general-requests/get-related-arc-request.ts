import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { relatedArchitecturalRequests } from './related-requests';

type GetRelatedArcRequest = typeof contract.generalRequests.GetRelatedArcRequest;

/** GeneralRequest/GetRelatedArcRequest: the architectural requests (97) of the request's property. */
export function getRelatedArcRequest(
  ctx: RequestContext,
  { query }: InputOf<GetRelatedArcRequest>,
): Promise<ResponseOf<GetRelatedArcRequest>> {
  return relatedArchitecturalRequests(ctx, query.id);
}

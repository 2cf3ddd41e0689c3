import { portalRequests } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { portalApi } from '../app/api';

export const myRequestsQuery = queryOptions({
  queryKey: ['portal', 'requests'],
  queryFn: () => portalApi.call(portalRequests.GetMyRequests),
});

export const myRequestQuery = (itemId: number) =>
  queryOptions({
    queryKey: ['portal', 'requests', itemId],
    queryFn: () => portalApi.call(portalRequests.GetMyRequest, { params: { id: itemId } }),
  });

/** The kinds of change (architectural codes) of the community of one of the owner's homes. */
export const myArchitecturalCodesQuery = (propertyAgentId: number) =>
  queryOptions({
    queryKey: ['portal', 'architectural-codes', propertyAgentId],
    queryFn: () =>
      portalApi.call(portalRequests.GetMyArchitecturalCodes, { query: { propertyAgentId } }),
  });

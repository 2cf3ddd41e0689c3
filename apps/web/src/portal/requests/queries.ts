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

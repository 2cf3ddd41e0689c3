import { portal, type OwnerSession } from '@hoa/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { portalApi } from './api';

/** The signed-in owner: who, the company's portal look and the properties they see. */
export const ownerSessionQuery = queryOptions({
  queryKey: ['portal', 'session'],
  queryFn: () => portalApi.call(portal.GetSession),
  staleTime: 5 * 60_000,
});

export function useOwnerSession(): OwnerSession {
  return useSuspenseQuery(ownerSessionQuery).data;
}

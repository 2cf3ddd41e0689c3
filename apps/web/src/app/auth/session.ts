// The auth area, not the whole contract map: the sign-in screen's lazy calls set the session too.
import { auth, type Session } from '@hoa/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api';

export const sessionQueryKey = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: () => api.call(auth.GetSession),
  staleTime: 300_000,
});

/** The signed-in user: name, company, claims, subscription tier and feature flags. */
export function useSession() {
  return useQuery(sessionQuery);
}

export function setSession(queryClient: QueryClient, session: Session): void {
  queryClient.setQueryData(sessionQueryKey, session);
}

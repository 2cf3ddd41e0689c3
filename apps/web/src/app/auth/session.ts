import { contract, type Session } from '@hoa/contract';
import { hasAccess, type PermissionClaim } from '@hoa/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api';

export const sessionQueryKey = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: () => api.call(contract.auth.GetSession),
  staleTime: 300_000,
});

/** The signed-in user: name, company, claims, subscription tier and feature flags. */
export function useSession() {
  return useQuery(sessionQuery);
}

/** The caller's levels of one claim, e.g. what the GL screens offer for 'glaccounts' (spec 1 §6). */
export function useClaimAccess(claim: PermissionClaim) {
  const claims = useSession().data?.Claims ?? [];
  return {
    canCreate: hasAccess(claims, claim, 'create'),
    canUpdate: hasAccess(claims, claim, 'update'),
    canDelete: hasAccess(claims, claim, 'delete'),
  };
}

export function setSession(queryClient: QueryClient, session: Session): void {
  queryClient.setQueryData(sessionQueryKey, session);
}

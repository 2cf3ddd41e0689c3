import { mayCall, type EndpointDef } from '@hoa/contract';
import { hasAccess, type PermissionClaim } from '@hoa/domain';
import { useSession } from './session';

// Apart from session.ts so the sign-in chunk does not carry it.
/** The caller's levels of one claim, e.g. what the GL screens offer for 'glaccounts' (spec 1 §6). */
export function useClaimAccess(claim: PermissionClaim) {
  const claims = useSession().data?.Claims ?? [];
  return {
    canCreate: hasAccess(claims, claim, 'create'),
    canUpdate: hasAccess(claims, claim, 'update'),
    canDelete: hasAccess(claims, claim, 'delete'),
  };
}

/**
 * Whether the signed-in user may make each call (the endpoint's declared access, the rule the
 * server applies): an action shows only when the server will take every call it makes.
 */
export function useMayCall(...endpoints: readonly Pick<EndpointDef, 'access'>[]): boolean {
  const session = useSession().data;
  if (!session) return false;
  const caller = { grants: session.Claims, isSystemAdmin: session.IsSystemAdmin };
  return endpoints.every((endpoint) => mayCall(endpoint, caller));
}

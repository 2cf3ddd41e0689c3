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

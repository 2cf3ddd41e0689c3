import { hasAccess } from '@hoa/domain';
import { useSession } from '../../app/auth/session';

/** The caller's levels of the glaccounts claim (spec 1 §6: accounts in the wizard). */
export function useGlAccess() {
  const claims = useSession().data?.Claims ?? [];
  return {
    canCreate: hasAccess(claims, 'glaccounts', 'create'),
    canUpdate: hasAccess(claims, 'glaccounts', 'update'),
    canDelete: hasAccess(claims, 'glaccounts', 'delete'),
  };
}

import { hasAccess, Messages, paywallTier3 } from '@hoa/domain';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useSession } from '../../app/auth/session';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';

/** Whether the company's subscription opens the custom report designer (paywall tier 3). */
export function useDesignerAllowed(): boolean | undefined {
  const session = useSession().data;
  return session === undefined ? undefined : paywallTier3(session.SubscriptionTier);
}

/** The designer's actions show to a user who may change the ledger's reports, at tier 3. */
export function useMayDesign(): boolean {
  const session = useSession().data;
  return useDesignerAllowed() === true && hasAccess(session?.Claims ?? [], 'glaccounts', 'update');
}

/**
 * The designer's gate (spec 1 §6, spec 3 §6): below tier 3 the spec's message shows and the user
 * is sent home. Undefined while the session loads.
 */
export function useDesignerGate(): boolean | undefined {
  const allowed = useDesignerAllowed();
  const go = useGo();
  useEffect(() => {
    if (allowed !== false) return;
    notifications.show({
      color: 'red',
      title: 'Error',
      message: Messages.subscriptionAccessDenied,
    });
    void go(buildRoute(SiteMap.home, {}));
  }, [allowed, go]);
  return allowed;
}

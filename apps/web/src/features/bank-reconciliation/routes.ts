import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const reconciliationRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.bankReconciliation, SiteMap.communityRoot),
  component: lazyRouteComponent(
    () => import('./bank-reconciliation-page'),
    'BankReconciliationPage',
  ),
});

export const bankReconciliationCommunityRoutes = [reconciliationRoute] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const ledgerRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.ownerLedger),
  component: lazyRouteComponent(() => import('./owner-ledger-page'), 'OwnerLedgerPage'),
});

const arCentralRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.arCentral),
  component: lazyRouteComponent(() => import('./ar-central-page'), 'ArCentralPage'),
});

const dashboardRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.arPaymentsDashboard),
  component: lazyRouteComponent(
    () => import('./ar-payments-dashboard-page'),
    'ArPaymentsDashboardPage',
  ),
});

export const ownerLedgerCommunityRoutes = [ledgerRoute, arCentralRoute, dashboardRoute] as const;

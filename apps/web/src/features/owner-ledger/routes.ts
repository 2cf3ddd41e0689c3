import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

// The ledger's chunk also holds the owner's merge of history (features/owner-merge).
const ledgerPage = () => import('./owner-ledger-page');

const ledgerRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.ownerLedger),
  component: lazyRouteComponent(ledgerPage, 'OwnerLedgerPage'),
});

const mergeRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.ownerMerge),
  component: lazyRouteComponent(ledgerPage, 'OwnerLedgerMergePage'),
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

export const ownerLedgerCommunityRoutes = [
  ledgerRoute,
  mergeRoute,
  arCentralRoute,
  dashboardRoute,
] as const;

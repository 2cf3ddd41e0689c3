import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ownerRoute } from '../app/route-parents';
import { PortalPaths } from '../app/portal-paths';

export const ledgerRoutes = [
  createRoute({
    getParentRoute: () => ownerRoute,
    path: PortalPaths.ledger,
    component: lazyRouteComponent(() => import('./ledger-page'), 'LedgerPage'),
  }),
];

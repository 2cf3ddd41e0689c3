import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ownerRoute } from '../app/route-parents';
import { PortalPaths } from '../app/portal-paths';

export const accountRoutes = [
  createRoute({
    getParentRoute: () => ownerRoute,
    path: PortalPaths.account,
    component: lazyRouteComponent(() => import('./account-page'), 'AccountPage'),
  }),
];

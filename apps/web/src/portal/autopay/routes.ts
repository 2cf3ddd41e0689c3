import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ownerRoute } from '../app/route-parents';

export const autopayRoutes = [
  createRoute({
    getParentRoute: () => ownerRoute,
    path: '/autopay',
    component: lazyRouteComponent(() => import('./autopay-page'), 'AutopayPage'),
  }),
];

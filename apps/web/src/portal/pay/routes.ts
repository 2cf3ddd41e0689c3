import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ownerRoute } from '../app/route-parents';

export const payRoutes = [
  createRoute({
    getParentRoute: () => ownerRoute,
    path: '/pay',
    component: lazyRouteComponent(() => import('./pay-page'), 'PayPage'),
  }),
];

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ownerRoute } from '../app/route-parents';

export const homeRoutes = [
  createRoute({
    getParentRoute: () => ownerRoute,
    path: '/',
    component: lazyRouteComponent(() => import('./home-page'), 'HomePage'),
  }),
];

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ownerRoute } from '../app/route-parents';

export const violationsRoute = createRoute({
  getParentRoute: () => ownerRoute,
  path: '/violations',
  component: lazyRouteComponent(() => import('./violations-page'), 'ViolationsPage'),
});

export const violationRoute = createRoute({
  getParentRoute: () => ownerRoute,
  path: '/violations/$itemId',
  params: {
    parse: (raw: { itemId: string }) => ({ itemId: Number(raw.itemId) }),
    stringify: (params: { itemId: number }) => ({ itemId: String(params.itemId) }),
  },
  component: lazyRouteComponent(() => import('./violation-page'), 'ViolationPage'),
});

export const violationRoutes = [violationsRoute, violationRoute];

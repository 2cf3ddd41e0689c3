import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ownerRoute } from '../app/route-parents';

export const requestsRoute = createRoute({
  getParentRoute: () => ownerRoute,
  path: '/requests',
  component: lazyRouteComponent(() => import('./requests-page'), 'RequestsPage'),
});

export const newRequestRoute = createRoute({
  getParentRoute: () => ownerRoute,
  path: '/requests/new',
  component: lazyRouteComponent(() => import('./new-request-page'), 'NewRequestPage'),
});

export const requestRoute = createRoute({
  getParentRoute: () => ownerRoute,
  path: '/requests/$itemId',
  params: {
    parse: (raw: { itemId: string }) => ({ itemId: Number(raw.itemId) }),
    stringify: (params: { itemId: number }) => ({ itemId: String(params.itemId) }),
  },
  component: lazyRouteComponent(() => import('./request-page'), 'RequestPage'),
});

export const requestRoutes = [requestsRoute, newRequestRoute, requestRoute];

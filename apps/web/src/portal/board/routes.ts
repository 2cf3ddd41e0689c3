import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ownerRoute } from '../app/route-parents';

// The board portal's pages (issue 23 part 5): only board members see the place in the nav, and
// the server answers 403 to anyone else.
export const boardRoutes = [
  createRoute({
    getParentRoute: () => ownerRoute,
    path: '/board',
    component: lazyRouteComponent(() => import('./board-inbox-page'), 'BoardInboxPage'),
  }),
  createRoute({
    getParentRoute: () => ownerRoute,
    path: '/board/reports',
    component: lazyRouteComponent(() => import('./board-reports-page'), 'BoardReportsPage'),
  }),
  createRoute({
    getParentRoute: () => ownerRoute,
    path: '/board/packets',
    component: lazyRouteComponent(() => import('./board-packets-page'), 'BoardPacketsPage'),
  }),
  createRoute({
    getParentRoute: () => ownerRoute,
    path: '/board/invoice/$itemId',
    component: lazyRouteComponent(() => import('./board-invoice-page'), 'BoardInvoicePage'),
  }),
  createRoute({
    getParentRoute: () => ownerRoute,
    path: '/board/architectural/$itemId',
    component: lazyRouteComponent(
      () => import('./board-architectural-page'),
      'BoardArchitecturalPage',
    ),
  }),
];

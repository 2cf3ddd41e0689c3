import type { QueryClient } from '@tanstack/react-query';
import {
  createHashHistory,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { accountRoutes } from '../account/routes';
import { documentsRoutes } from '../documents/routes';
import { autopayRoutes } from '../autopay/routes';
import { boardRoutes } from '../board/routes';
import { homeRoutes } from '../home/routes';
import { payRoutes } from '../pay/routes';
import { ledgerRoutes } from '../ledger/routes';
import { requestRoutes } from '../requests/routes';
import { violationRoutes } from '../violations/routes';
import { setSignedOutHandler } from './api';
import { goTo, PortalPaths } from './portal-paths';
import { ownerRoute, portalRootRoute } from './route-parents';

// The owner portal's pages (issue 23): its own entry (/portal/), router and sign-in; owners never
// load a back-office screen. An area adds its pages as children of ownerRoute in its routes.ts.
// This router is not the registered one (the back office's is): portal pages move with
// portalHref/goTo (app/portal-paths.ts) and read their route's own hooks.

const signInRoute = createRoute({
  getParentRoute: () => portalRootRoute,
  path: '/sign-in',
  validateSearch: (search: Record<string, unknown>) => ({
    next: typeof search.next === 'string' ? search.next : undefined,
  }),
  component: lazyRouteComponent(() => import('../auth/sign-in-page'), 'SignInPage'),
});

const registerRoute = createRoute({
  getParentRoute: () => portalRootRoute,
  path: '/register',
  component: lazyRouteComponent(() => import('../auth/register-page'), 'RegisterPage'),
});

const forgotRoute = createRoute({
  getParentRoute: () => portalRootRoute,
  path: '/forgot',
  component: lazyRouteComponent(() => import('../auth/forgot-password-page'), 'ForgotPasswordPage'),
});

// A payment link (the back office's GeneratePayLeaseToken): no sign-in, the token names the payer.
const payLinkRoute = createRoute({
  getParentRoute: () => portalRootRoute,
  path: '/pay-link/$token',
  component: lazyRouteComponent(() => import('../pay/pay-link-page'), 'PayLinkPage'),
});

const routeTree = portalRootRoute.addChildren([
  payLinkRoute,
  signInRoute,
  registerRoute,
  forgotRoute,
  ownerRoute.addChildren([
    ...homeRoutes,
    ...payRoutes,
    ...ledgerRoutes,
    ...documentsRoutes,
    ...accountRoutes,
    ...autopayRoutes,
    ...boardRoutes,
    ...requestRoutes,
    ...violationRoutes,
  ]),
]);

export function createPortalRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    history: createHashHistory(),
    context: { queryClient },
    defaultPreload: 'intent',
  });
  setSignedOutHandler(() => {
    queryClient.clear();
    goTo(PortalPaths.signIn);
  });
  return router;
}

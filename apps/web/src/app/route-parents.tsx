import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { hasSession } from './auth/session-cookie';
import { routerPath, SiteMap } from './site-map';
import './route-static-data';

export interface RouterContext {
  queryClient: QueryClient;
}

// The parents every area's routes hang from: features/<area>/routes.ts import these. The signed-in
// frame and the community gate load lazily, so the sign-in screen carries neither (nor the API
// contract they call).

/** The community gate's component, for the routes that pass through it outside /community. */
export const CommunityGateComponent = lazyRouteComponent(
  () => import('./community/community-gate'),
  'CommunityGate',
);

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // The fallbacks load when needed: the sign-in screen's script leaves them out.
  notFoundComponent: lazyRouteComponent(() => import('./layout/route-fallbacks'), 'NotFoundPage'),
});

/** Every signed-in screen; without a session the user is sent to sign in. */
export const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: () => {
    if (!hasSession()) redirect({ to: SiteMap.signIn, throw: true });
  },
  component: lazyRouteComponent(() => import('./layout/app-layout'), 'AppLayout'),
});

/** Screens of one community: the gate checks the list and sends incomplete setups to setup. */
export const communityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.communityRoot),
  component: CommunityGateComponent,
});

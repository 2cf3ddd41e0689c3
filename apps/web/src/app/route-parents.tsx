import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, Outlet, redirect } from '@tanstack/react-router';
import { hasSession } from './auth/session-cookie';
import { CommunityGate } from './community/community-gate';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './layout/route-fallbacks';
import { routerPath, SiteMap } from './site-map';
import './route-static-data';

export interface RouterContext {
  queryClient: QueryClient;
}

// The parents every area's routes hang from: features/<area>/routes.ts import these.
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

/** Every signed-in screen; without a session the user is sent to sign in. */
export const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: () => {
    if (!hasSession()) redirect({ to: SiteMap.signIn, throw: true });
  },
  component: AppLayout,
});

/** Screens of one community: the gate checks the list and sends incomplete setups to setup. */
export const communityRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.communityRoot),
  component: CommunityGate,
});

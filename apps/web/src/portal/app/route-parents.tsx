import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { hasOwnerSession } from './api';
import { PortalPaths } from './portal-paths';
import { ownerSessionQuery } from './session';

export interface PortalRouterContext {
  queryClient: QueryClient;
}

export const portalRootRoute = createRootRouteWithContext<PortalRouterContext>()({
  component: Outlet,
});

/** Every page of a signed-in owner: the portal's frame, after the session has loaded. */
export const ownerRoute = createRoute({
  getParentRoute: () => portalRootRoute,
  id: 'owner',
  beforeLoad: ({ location }) => {
    if (!hasOwnerSession())
      redirect({
        href: `${PortalPaths.signIn}?next=${encodeURIComponent(location.href)}`,
        throw: true,
      });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(ownerSessionQuery),
  component: lazyRouteComponent(() => import('./portal-layout'), 'PortalLayout'),
});

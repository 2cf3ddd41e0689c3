import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.generalRequestsIndex),
  component: lazyRouteComponent(() => import('./tickets-page'), 'TicketsPage'),
});

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.generalRequestAdd),
  component: lazyRouteComponent(
    () => import('./add-general-request-page'),
    'AddGeneralRequestPage',
  ),
});

const viewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.ticketView),
  component: lazyRouteComponent(
    () => import('./general-request-view-page'),
    'GeneralRequestViewPage',
  ),
});

export const generalRequestCommunityRoutes = [indexRoute, addRoute, viewRoute] as const;

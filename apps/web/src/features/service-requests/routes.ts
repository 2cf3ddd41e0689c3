import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.serviceRequestsIndex),
  component: lazyRouteComponent(() => import('./service-requests-page'), 'ServiceRequestsPage'),
});

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.serviceRequestAdd),
  component: lazyRouteComponent(
    () => import('./add-service-request-page'),
    'AddServiceRequestPage',
  ),
});

const viewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.serviceRequestView),
  component: lazyRouteComponent(
    () => import('./service-request-view-page'),
    'ServiceRequestViewPage',
  ),
});

export const serviceRequestCommunityRoutes = [indexRoute, addRoute, viewRoute] as const;

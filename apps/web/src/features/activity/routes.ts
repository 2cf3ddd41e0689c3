import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const activityIndexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.activityIndex, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./activity-page'), 'ActivityPage'),
});

const activityFeedRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.activityFeed, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./activity-page'), 'ActivityPage'),
});

const cardPaymentDashboardRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.cardPaymentDashboard, SiteMap.communityRoot),
  component: lazyRouteComponent(
    () => import('./card-payment-dashboard-page'),
    'CardPaymentDashboardPage',
  ),
});

export const activityCommunityRoutes = [
  activityIndexRoute,
  activityFeedRoute,
  cardPaymentDashboardRoute,
] as const;

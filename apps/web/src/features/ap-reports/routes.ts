import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const dashboardRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.apDashboard, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./ap-dashboard-page'), 'ApDashboardPage'),
});

export const apReportsCommunityRoutes = [dashboardRoute] as const;

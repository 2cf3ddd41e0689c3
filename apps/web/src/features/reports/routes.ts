import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute, communityRoute, CommunityGateComponent } from '../../app/route-parents';
import { childRouterPath, routerPath, SiteMap } from '../../app/site-map';

const reportsIndexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.reportsIndex, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./reports-index-page'), 'ReportsIndexPage'),
});

// Report screens follow spec 3 §2, /report/{name}/{communityAgentId}/{edit?}/{reportId?}: not
// under /community, so they pass through the community gate themselves.
const reportRoot = '/report/:name/:communityAgentId';

const reportGateRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(reportRoot),
  component: CommunityGateComponent,
});

const reportRoute = createRoute({
  getParentRoute: () => reportGateRoute,
  path: childRouterPath(SiteMap.report, reportRoot),
  component: lazyRouteComponent(() => import('./report-page'), 'ReportPage'),
});

export const reportsCommunityRoutes = [reportsIndexRoute] as const;
export const reportsRoutes = [reportGateRoute.addChildren([reportRoute])] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.ccrViolationsIndex),
  component: lazyRouteComponent(() => import('./violations-page'), 'ViolationsPage'),
});

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.ccrViolationAdd),
  component: lazyRouteComponent(() => import('./add-violation-page'), 'AddViolationPage'),
});

const viewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.ccrViolationView),
  component: lazyRouteComponent(() => import('./violation-view-page'), 'ViolationViewPage'),
});

export const ccrCommunityRoutes = [indexRoute, addRoute, viewRoute] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const consistencyRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.ccrConsistency, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./consistency-page'), 'ConsistencyPage'),
});

export const ccrReportsCommunityRoutes = [consistencyRoute] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const lateFeesRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.applyLateFees),
  component: lazyRouteComponent(() => import('./apply-late-fees-page'), 'ApplyLateFeesPage'),
});

const interestRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.applyInterest),
  component: lazyRouteComponent(() => import('./apply-interest-page'), 'ApplyInterestPage'),
});

export const lateFeesInterestCommunityRoutes = [lateFeesRoute, interestRoute] as const;

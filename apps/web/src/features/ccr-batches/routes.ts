import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.ccrBatchIndex),
  component: lazyRouteComponent(() => import('./batch-index-page'), 'BatchIndexPage'),
});

const reviewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.ccrBatchReview),
  component: lazyRouteComponent(() => import('./batch-review-page'), 'BatchReviewPage'),
});

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.ccrBatchAdd),
  component: lazyRouteComponent(() => import('./add-batch-page'), 'AddBatchPage'),
});

export const ccrBatchCommunityRoutes = [indexRoute, reviewRoute, addRoute] as const;

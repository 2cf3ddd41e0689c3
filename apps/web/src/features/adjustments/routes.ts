import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.adjustmentsIndex),
  component: lazyRouteComponent(() => import('./adjustments-index-page'), 'AdjustmentsIndexPage'),
});

const newRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.adjustmentNew),
  component: lazyRouteComponent(() => import('./adjustment-new-page'), 'AdjustmentNewPage'),
});

const profileRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.adjustmentProfile),
  component: lazyRouteComponent(() => import('./adjustment-view-page'), 'AdjustmentProfilePage'),
});

const reviewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.adjustmentReview),
  component: lazyRouteComponent(() => import('./adjustment-view-page'), 'AdjustmentReviewPage'),
});

const batchRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.batchAdjustments),
  component: lazyRouteComponent(() => import('./batch-adjustments-page'), 'BatchAdjustmentsPage'),
});

export const adjustmentsCommunityRoutes = [
  indexRoute,
  batchRoute,
  newRoute,
  profileRoute,
  reviewRoute,
] as const;

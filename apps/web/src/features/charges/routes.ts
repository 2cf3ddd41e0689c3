import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const applyRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.applyCharges),
  component: lazyRouteComponent(() => import('./apply-charges-page'), 'ApplyChargesPage'),
});

const reviewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.chargeReview),
  component: lazyRouteComponent(() => import('./charge-review-page'), 'ChargeReviewPage'),
});

const scheduledRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.scheduledCharges),
  component: lazyRouteComponent(() => import('./scheduled-charges-page'), 'ScheduledChargesPage'),
});

const assignmentRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.chargeAssignment),
  component: lazyRouteComponent(() => import('./charge-assignment-page'), 'ChargeAssignmentPage'),
});

export const chargesCommunityRoutes = [
  applyRoute,
  reviewRoute,
  scheduledRoute,
  assignmentRoute,
] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.securityDepositsIndex),
  component: lazyRouteComponent(() => import('./security-deposits-page'), 'SecurityDepositsPage'),
});

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.securityDepositAdd),
  component: lazyRouteComponent(
    () => import('./security-deposit-add-page'),
    'SecurityDepositAddPage',
  ),
});

const reviewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.securityDepositReview),
  component: lazyRouteComponent(
    () => import('./security-deposit-review-page'),
    'SecurityDepositReviewPage',
  ),
});

export const securityDepositsCommunityRoutes = [indexRoute, addRoute, reviewRoute] as const;

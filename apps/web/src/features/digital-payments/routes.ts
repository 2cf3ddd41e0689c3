import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const setupRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.communityPaymentsSetup, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./payments-setup-page'), 'PaymentsSetupPage'),
});

const sourcesRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.fundingSources, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./funding-sources-page'), 'FundingSourcesPage'),
});

const checksRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.digitalChecks, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./digital-checks-page'), 'DigitalChecksPage'),
});

const nachaRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.nachaCredit, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./nacha-credit-page'), 'NachaCreditPage'),
});

export const digitalPaymentsCommunityRoutes = [
  setupRoute,
  sourcesRoute,
  checksRoute,
  nachaRoute,
] as const;

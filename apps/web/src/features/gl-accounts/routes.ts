import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

// The chart of accounts is part of community setup, so these open before setup is complete.
const setupTime = { allowIncompleteSetup: true };
const chart = () => import('./chart-of-accounts-page');

const glAccountsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.glAccounts, SiteMap.communityRoot),
  staticData: setupTime,
  component: lazyRouteComponent(chart, 'GlAccountsPage'),
});

const costCentersRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.costCentersAndFunds, SiteMap.communityRoot),
  staticData: setupTime,
  component: lazyRouteComponent(chart, 'CostCentersAndFundsPage'),
});

const accountRangesRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.accountRanges, SiteMap.communityRoot),
  staticData: setupTime,
  component: lazyRouteComponent(chart, 'AccountRangesPage'),
});

const requiredAccountsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.requiredAccounts, SiteMap.communityRoot),
  staticData: setupTime,
  component: lazyRouteComponent(() => import('./required-accounts-page'), 'RequiredAccountsPage'),
});

const mergeRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.mergeGlAccounts, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./merge-accounts-page'), 'MergeAccountsPage'),
});

export const glAccountsCommunityRoutes = [
  glAccountsRoute,
  costCentersRoute,
  accountRangesRoute,
  requiredAccountsRoute,
  mergeRoute,
] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

// Accounting setup is step 1 of the community's accounting wizard: it opens before setup is done.
const accountingSetupRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.accountingSetup, SiteMap.communityRoot),
  staticData: { allowIncompleteSetup: true },
  component: lazyRouteComponent(() => import('./accounting-setup-page'), 'AccountingSetupPage'),
});

const accountingYearSetupRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.accountingYearSetup, SiteMap.communityRoot),
  staticData: { allowIncompleteSetup: true },
  component: lazyRouteComponent(() => import('./accounting-years-page'), 'AccountingYearsPage'),
});

export const accountingSetupCommunityRoutes = [
  accountingSetupRoute,
  accountingYearSetupRoute,
] as const;

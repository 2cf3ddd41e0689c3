import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const invoicesStatementsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.invoicesStatements, SiteMap.communityRoot),
  component: lazyRouteComponent(
    () => import('./invoices-statements-page'),
    'InvoicesStatementsPage',
  ),
});

export const couponsCommunityRoutes = [invoicesStatementsRoute] as const;

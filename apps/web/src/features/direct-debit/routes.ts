import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.directDebit, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./direct-debit-page'), 'DirectDebitPage'),
});

export const directDebitCommunityRoutes = [indexRoute] as const;

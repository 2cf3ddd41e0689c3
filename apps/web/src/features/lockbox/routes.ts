import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.lockbox),
  component: lazyRouteComponent(() => import('./lockbox-page'), 'LockboxPage'),
});

const batchRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.lockboxBatch),
  component: lazyRouteComponent(() => import('./lockbox-batch-page'), 'LockboxBatchPage'),
});

export const lockboxCommunityRoutes = [indexRoute, batchRoute] as const;

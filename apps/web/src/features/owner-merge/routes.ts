import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const mergeRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.ownerMergeHistory, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./owner-merge-page'), 'OwnerMergePage'),
});

export const ownerMergeCommunityRoutes = [mergeRoute] as const;

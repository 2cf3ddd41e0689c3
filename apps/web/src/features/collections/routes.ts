import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const collectionsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.collections, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./collections-page'), 'CollectionsPage'),
});

export const collectionsCommunityRoutes = [collectionsRoute] as const;

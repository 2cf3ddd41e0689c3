import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const communityMapRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.communityMap, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./community-map-page'), 'CommunityMapPage'),
});

export const mapCommunityRoutes = [communityMapRoute] as const;

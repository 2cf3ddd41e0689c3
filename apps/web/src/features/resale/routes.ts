import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const resaleRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.propertyResale, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./resale-page'), 'ResalePage'),
});

export const resaleCommunityRoutes = [resaleRoute] as const;

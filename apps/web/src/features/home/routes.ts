import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const communityHomeRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.communityHome, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./home-page'), 'HomePage'),
});

export const homeCommunityRoutes = [communityHomeRoute] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from '../../app/route-parents';
import { routerPath, SiteMap } from '../../app/site-map';

// The user's own list: the selector shows 'All communities'.
const recentActionsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.recentActions),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./recent-actions-page'), 'RecentActionsPage'),
});

export const userActionsRoutes = [recentActionsRoute] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const inboxRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.apInbox, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./ap-inbox-page'), 'ApInboxPage'),
});

export const apInboxCommunityRoutes = [inboxRoute] as const;

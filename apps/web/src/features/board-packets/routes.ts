import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const boardPacketRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.boardPacket, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./board-packet-page'), 'BoardPacketPage'),
});

export const boardPacketCommunityRoutes = [boardPacketRoute] as const;

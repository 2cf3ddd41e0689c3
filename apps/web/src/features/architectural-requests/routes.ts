import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute, rootRoute } from '../../app/route-parents';
import { childRouterPath, routerPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.architecturalRequestsIndex),
  component: lazyRouteComponent(
    () => import('./architectural-tickets-page'),
    'ArchitecturalTicketsPage',
  ),
});

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.architecturalRequestAdd),
  component: lazyRouteComponent(
    () => import('./add-architectural-request-page'),
    'AddArchitecturalRequestPage',
  ),
});

const viewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.architecturalRequestView),
  component: lazyRouteComponent(
    () => import('./architectural-request-view-page'),
    'ArchitecturalRequestViewPage',
  ),
});

export const architecturalRequestCommunityRoutes = [indexRoute, addRoute, viewRoute] as const;

/** A committee approver's voting link: outside the signed-in frame, no session needed. */
export const committeeVoteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: routerPath(SiteMap.committeeVote),
  component: lazyRouteComponent(() => import('./committee-vote-page'), 'CommitteeVotePage'),
});

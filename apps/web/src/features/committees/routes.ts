import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const committeesIndexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.committeesIndex, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./committees-page'), 'CommitteesPage'),
});

const committeeProfileRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.committeeProfile, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./committee-profile-page'), 'CommitteeProfilePage'),
});

export const committeesCommunityRoutes = [committeesIndexRoute, committeeProfileRoute] as const;

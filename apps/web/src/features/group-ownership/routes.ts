import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from '../../app/route-parents';
import { routerPath, SiteMap } from '../../app/site-map';

// A property's group ownership: company-wide like the profile it is opened from.
const groupOwnershipRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.groupOwnership),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./group-ownership-page'), 'GroupOwnershipPage'),
});

export const groupOwnershipRoutes = [groupOwnershipRoute] as const;

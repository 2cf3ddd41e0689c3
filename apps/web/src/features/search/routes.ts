import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from '../../app/route-parents';
import { routerPath, SiteMap } from '../../app/site-map';

// Company-wide: the owner search may span every community on the user's list.
const ownerSearchRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.ownerSearch),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./owner-search-page'), 'OwnerSearchPage'),
});

export const searchRoutes = [ownerSearchRoute] as const;

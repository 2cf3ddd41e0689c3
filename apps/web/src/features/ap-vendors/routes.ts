import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const vendorsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.apVendors, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./vendor-search-page'), 'VendorSearchPage'),
});

export const apVendorsCommunityRoutes = [vendorsRoute] as const;

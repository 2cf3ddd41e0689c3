import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const listRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.apAdjustments),
  component: lazyRouteComponent(() => import('./ap-adjustments-page'), 'ApAdjustmentsPage'),
});

const profileRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.apAdjustmentProfile),
  component: lazyRouteComponent(
    () => import('./ap-adjustment-profile-page'),
    'ApAdjustmentProfilePage',
  ),
});

export const apAdjustmentsCommunityRoutes = [listRoute, profileRoute] as const;

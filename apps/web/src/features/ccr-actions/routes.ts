import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const violationsSettingsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.violationsSettings, SiteMap.communityRoot),
  component: lazyRouteComponent(
    () => import('./violations-settings-page'),
    'ViolationsSettingsPage',
  ),
});

export const ccrActionsCommunityRoutes = [violationsSettingsRoute] as const;

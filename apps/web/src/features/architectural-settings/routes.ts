import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const architecturalSettingsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.architecturalSettings, SiteMap.communityRoot),
  component: lazyRouteComponent(
    () => import('./architectural-settings-page'),
    'ArchitecturalSettingsPage',
  ),
});

export const architecturalSettingsCommunityRoutes = [architecturalSettingsRoute] as const;

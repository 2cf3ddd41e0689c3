import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute, communityRoute } from '../../app/route-parents';
import { childRouterPath, routerPath, SiteMap } from '../../app/site-map';

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.ownerAccessIndex, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./owner-access-index-page'), 'OwnerAccessIndexPage'),
});

const communitySettingsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.ownerAccessCommunitySettings, SiteMap.communityRoot),
  component: lazyRouteComponent(
    () => import('./community-settings-page'),
    'PortalCommunitySettingsPage',
  ),
});

const wizardRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.ownerAccessWizard, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./wizard-page'), 'OwnerPortalWizardPage'),
});

const profileRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.ownerAccessProfile),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./company-settings-page'), 'PortalProfilePage'),
});

export const ownerPortalCommunityRoutes = [
  indexRoute,
  communitySettingsRoute,
  wizardRoute,
] as const;
export const ownerPortalCompanyRoutes = [profileRoute] as const;

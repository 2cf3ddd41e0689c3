import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute, communityRoute } from '../../app/route-parents';
import { childRouterPath, routerPath, SiteMap } from '../../app/site-map';

// The view-all list of every community on the user's list (spec 1 §2.1).
const customFieldsViewAllRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.customFieldsViewAll),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./custom-fields-page'), 'CustomFieldsPage'),
});

// An agent's values: company-wide like the profile it belongs to.
const agentCustomFieldsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.agentCustomFields),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(
    () => import('./agent-custom-fields-page'),
    'AgentCustomFieldsPage',
  ),
});

// The community's index and import (spec 1 §2.2).
const customFieldsIndexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.customFieldsIndex, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./custom-fields-page'), 'CustomFieldsPage'),
});

const customFieldsImportRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.customFieldsImport, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./import-page'), 'ImportPage'),
});

export const customFieldsRoutes = [customFieldsViewAllRoute, agentCustomFieldsRoute] as const;
export const customFieldsCommunityRoutes = [
  customFieldsIndexRoute,
  customFieldsImportRoute,
] as const;

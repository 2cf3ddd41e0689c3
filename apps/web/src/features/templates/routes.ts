import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute, communityRoute } from '../../app/route-parents';
import { childRouterPath, routerPath, SiteMap } from '../../app/site-map';

const page = lazyRouteComponent(() => import('./templates-page'), 'TemplatesPage');

// Under a community: its links and defaults beside each template.
const communityTemplatesRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.templatesIndex, SiteMap.communityRoot),
  component: page,
});

// The company's library: the selector shows 'All communities'.
const libraryRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.templatesLibrary),
  staticData: { allowAllCommunities: true },
  component: page,
});

export const templatesCommunityRoutes = [communityTemplatesRoute] as const;
export const templatesRoutes = [libraryRoute] as const;

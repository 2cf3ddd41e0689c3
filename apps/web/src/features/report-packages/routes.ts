import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

// Report packages (spec 3 §2 'report packages (add, builder, index, view)'): a package is the
// company's; the community of the URL is the one it renders for.
const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.reportPackages),
  component: lazyRouteComponent(() => import('./package-index-page'), 'PackageIndexPage'),
});

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.reportPackageAdd),
  component: lazyRouteComponent(() => import('./package-builder-page'), 'PackageBuilderPage'),
});

const builderRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.reportPackageBuilder),
  component: lazyRouteComponent(() => import('./package-builder-page'), 'PackageBuilderPage'),
});

const viewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.reportPackageView),
  component: lazyRouteComponent(() => import('./package-view-page'), 'PackageViewPage'),
});

export const reportPackageCommunityRoutes = [
  indexRoute,
  addRoute,
  builderRoute,
  viewRoute,
] as const;

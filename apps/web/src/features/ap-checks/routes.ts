import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const printRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.apPrintChecks),
  component: lazyRouteComponent(() => import('./print-checks-page'), 'PrintChecksPage'),
});

const handwrittenRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.apHandwrittenCheck),
  component: lazyRouteComponent(() => import('./handwritten-check-page'), 'HandwrittenCheckPage'),
});

const voidRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.apVoidChecks),
  component: lazyRouteComponent(() => import('./void-checks-page'), 'VoidChecksPage'),
});

const profileRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.apCheckProfile),
  component: lazyRouteComponent(() => import('./check-profile-page'), 'CheckProfilePage'),
});

export const apChecksCommunityRoutes = [
  printRoute,
  handwrittenRoute,
  voidRoute,
  profileRoute,
] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.signaturesIndex),
  component: lazyRouteComponent(() => import('./signatures-index-page'), 'SignaturesIndexPage'),
});

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.signatureAdd),
  component: lazyRouteComponent(() => import('./signature-add-page'), 'SignatureAddPage'),
});

export const signaturesCommunityRoutes = [indexRoute, addRoute] as const;

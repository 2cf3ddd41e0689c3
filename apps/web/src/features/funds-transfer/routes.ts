import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute, communityRoute } from '../../app/route-parents';
import { childRouterPath, routerPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const transfersRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.fundsTransfer),
  component: lazyRouteComponent(() => import('./funds-transfer-page'), 'FundsTransferPage'),
});

const pendingRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.fundsTransferPending),
  component: lazyRouteComponent(() => import('./funds-transfer-page'), 'PendingTransfersPage'),
});

export const fundsTransferCommunityRoutes = [transfersRoute, pendingRoute] as const;

const twoFactorRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.twoFactorSetup),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./two-factor-page'), 'TwoFactorPage'),
});

export const fundsTransferRoutes = [twoFactorRoute] as const;

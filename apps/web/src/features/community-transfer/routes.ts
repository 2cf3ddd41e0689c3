import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from '../../app/route-parents';
import { routerPath, SiteMap } from '../../app/site-map';

// Company-wide screens: a transfer is between companies, the community not yet (or no longer) ours.
const transferHistoryRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.transferHistory),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./transfer-history-page'), 'TransferHistoryPage'),
});

const setupTransferRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.setupTransfer),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./setup-transfer-page'), 'SetupTransferPage'),
});

export const communityTransferRoutes = [transferHistoryRoute, setupTransferRoute] as const;

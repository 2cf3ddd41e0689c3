import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute, communityRoute } from '../../app/route-parents';
import { childRouterPath, routerPath, SiteMap } from '../../app/site-map';
import { validateHistorySearch } from './history-search';

// GL history opens by account alone (spec 1 §2.5: search hits, links): the account names its
// community, so the route is company-wide.
const glHistoryRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.glHistory),
  validateSearch: validateHistorySearch,
  component: lazyRouteComponent(() => import('./gl-history-page'), 'GlHistoryPage'),
});

// A transaction without a screen of its own opens here (search hits); the item names its community.
const transactionProfileRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.transactionProfile),
  component: lazyRouteComponent(
    () => import('./transaction-profile-page'),
    'TransactionProfilePage',
  ),
});

const glCommunityItemRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.glCommunityItem, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./gl-community-item-page'), 'GlCommunityItemPage'),
});

export const glHistoryRoutes = [glHistoryRoute, transactionProfileRoute] as const;
export const glHistoryCommunityRoutes = [glCommunityItemRoute] as const;

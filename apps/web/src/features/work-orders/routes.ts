import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { searchIds } from '../../app/search-ids';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.workOrdersIndex),
  component: lazyRouteComponent(() => import('./work-orders-page'), 'WorkOrdersPage'),
});

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.workOrderAdd),
  // ?serviceRequestId=: the service request a new work order is made from.
  validateSearch: searchIds('serviceRequestId'),
  component: lazyRouteComponent(() => import('./add-work-order-page'), 'AddWorkOrderPage'),
});

const viewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.workOrderView),
  component: lazyRouteComponent(() => import('./work-order-view-page'), 'WorkOrderViewPage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.workOrderSettings),
  component: lazyRouteComponent(
    () => import('./work-order-settings-page'),
    'WorkOrderSettingsPage',
  ),
});

export const workOrderCommunityRoutes = [indexRoute, addRoute, viewRoute, settingsRoute] as const;

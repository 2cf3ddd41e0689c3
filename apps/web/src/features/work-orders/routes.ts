import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.workOrdersIndex),
  component: lazyRouteComponent(() => import('./work-orders-page'), 'WorkOrdersPage'),
});

/** ?serviceRequestId=: the service request a new work order is made from. */
function validateAddSearch(search: Record<string, unknown>): { serviceRequestId?: number } {
  const id = Number(search.serviceRequestId);
  return Number.isInteger(id) && id > 0 ? { serviceRequestId: id } : {};
}

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.workOrderAdd),
  validateSearch: validateAddSearch,
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

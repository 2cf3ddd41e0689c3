import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from '../../app/route-parents';
import { routerPath, SiteMap } from '../../app/site-map';

// Company-wide screens: the selector shows 'All communities'.
const rolesIndexRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.rolesIndex),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./roles-index-page'), 'RolesIndexPage'),
});

const rolesManageRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.rolesManage),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./role-manage-page'), 'RoleManagePage'),
});

export const rolesRoutes = [rolesIndexRoute, rolesManageRoute] as const;

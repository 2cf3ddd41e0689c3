import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from '../../app/route-parents';
import { routerPath, SiteMap } from '../../app/site-map';

const companySettingsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.companySettings),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./company-settings-page'), 'CompanySettingsPage'),
});

export const adminRoutes = [companySettingsRoute] as const;

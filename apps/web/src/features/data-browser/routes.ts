import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from '../../app/route-parents';
import { routerPath, SiteMap } from '../../app/site-map';

const dataBrowserRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.dataBrowser),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./data-browser-page'), 'DataBrowserPage'),
});

export const dataBrowserRoutes = [dataBrowserRoute] as const;

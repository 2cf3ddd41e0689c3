import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from '../../app/route-parents';
import { routerPath, SiteMap } from '../../app/site-map';

const positivePayRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.positivePay),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./positive-pay-page'), 'PositivePayPage'),
});

export const positivePayRoutes = [positivePayRoute] as const;

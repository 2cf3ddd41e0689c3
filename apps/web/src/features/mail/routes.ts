import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from '../../app/route-parents';
import { routerPath, SiteMap } from '../../app/site-map';

// Company-wide: the selector shows 'All communities'.
const outboxRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.mailOutbox),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./outbox-page'), 'OutboxPage'),
});

export const mailRoutes = [outboxRoute] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const pages = () => import('./year-close-pages');

const yearCloseRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.yearClose, SiteMap.communityRoot),
  component: lazyRouteComponent(pages, 'YearCloseRoutePage'),
});

const yearCloseUndoRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.yearCloseUndo, SiteMap.communityRoot),
  component: lazyRouteComponent(pages, 'YearCloseUndoRoutePage'),
});

export const yearCloseCommunityRoutes = [yearCloseRoute, yearCloseUndoRoute] as const;

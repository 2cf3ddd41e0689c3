import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ownerRoute } from '../app/route-parents';
import { PortalPaths } from '../app/portal-paths';

export const documentsRoutes = [
  createRoute({
    getParentRoute: () => ownerRoute,
    path: PortalPaths.documents,
    component: lazyRouteComponent(() => import('./documents-page'), 'DocumentsPage'),
  }),
];

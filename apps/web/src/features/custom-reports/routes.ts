import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

// Reports › Custom (spec 3 §2): the list, the designer, a report, and the report settings, under
// one route of the community.
const customRoot = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.customReports, SiteMap.communityRoot),
});

const listRoute = createRoute({
  getParentRoute: () => customRoot,
  path: '/',
  component: lazyRouteComponent(() => import('./custom-reports-page'), 'CustomReportsPage'),
});

const designRoute = createRoute({
  getParentRoute: () => customRoot,
  path: childRouterPath(SiteMap.customReportDesign, SiteMap.customReports),
  component: lazyRouteComponent(
    () => import('./custom-report-designer-page'),
    'CustomReportDesignerPage',
  ),
});

const viewRoute = createRoute({
  getParentRoute: () => customRoot,
  path: childRouterPath(SiteMap.customReportView, SiteMap.customReports),
  component: lazyRouteComponent(() => import('./custom-report-view-page'), 'CustomReportViewPage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => customRoot,
  path: childRouterPath(SiteMap.reportSettings, SiteMap.customReports),
  component: lazyRouteComponent(() => import('./report-settings-page'), 'ReportSettingsPage'),
});

export const customReportsRoute = customRoot.addChildren([
  listRoute,
  designRoute,
  viewRoute,
  settingsRoute,
]);

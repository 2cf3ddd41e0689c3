import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute, communityRoute } from '../../app/route-parents';
import { childRouterPath, routerPath, SiteMap } from '../../app/site-map';

// Automation (spec 3 §2 'Automation'; issue 25): a community's workflows, and the company's
// workflow templates, job schedules and calendar (the selector shows 'All communities').
const workflowsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.workflows, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./workflows-page'), 'WorkflowsPage'),
});

const workflowEditRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.workflowEdit, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./workflow-editor-page'), 'WorkflowEditorPage'),
});

const templatesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.workflowTemplates),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./workflow-templates-page'), 'WorkflowTemplatesPage'),
});

const templateEditRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.workflowTemplateEdit),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./template-editor-page'), 'TemplateEditorPage'),
});

const jobSchedulesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.jobSchedules),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./job-schedules-page'), 'JobSchedulesPage'),
});

const calendarRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.automationCalendar),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./calendar-page'), 'CalendarPage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.automationSettings),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(
    () => import('./automation-settings-page'),
    'AutomationSettingsPage',
  ),
});

export const automationCommunityRoutes = [workflowsRoute, workflowEditRoute] as const;

export const automationRoutes = [
  templatesRoute,
  templateEditRoute,
  jobSchedulesRoute,
  calendarRoute,
  settingsRoute,
] as const;

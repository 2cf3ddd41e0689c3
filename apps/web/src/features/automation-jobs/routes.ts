import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from '../../app/route-parents';
import { routerPath, SiteMap } from '../../app/site-map';

// Automation jobs (spec 3 §2 'Jobs and automation jobs'; issue 25 item 3): company-wide, each job
// is one community's; the selector shows 'All communities'.
const listRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.automationJobs),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./automation-jobs-page'), 'AutomationJobsPage'),
});

// The edit route takes :automationJobId, or 'new' (spec 3 §2).
const editRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.automationJobEdit),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./automation-job-page'), 'AutomationJobPage'),
});

export const automationJobRoutes = [listRoute, editRoute] as const;

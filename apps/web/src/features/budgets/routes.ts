import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const page = () => import('./budgets-page');

const budgetsIndexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.budgetsIndex, SiteMap.communityRoot),
  component: lazyRouteComponent(page, 'BudgetsPage'),
});

// Budget copy (spec 2 §2) is the index with the copy modal open.
const budgetCopyRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.budgetCopy, SiteMap.communityRoot),
  component: lazyRouteComponent(page, 'BudgetCopyPage'),
});

export const budgetsCommunityRoutes = [budgetsIndexRoute, budgetCopyRoute] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const approvalSettingsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.apApprovalSettings, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./approval-settings-page'), 'ApprovalSettingsPage'),
});

export const apApprovalsCommunityRoutes = [approvalSettingsRoute] as const;

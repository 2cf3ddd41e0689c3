import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const inboxRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.apInbox, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./ap-inbox-page'), 'ApInboxPage'),
});

const approvalSettingsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.apApprovalSettings, SiteMap.communityRoot),
  component: lazyRouteComponent(
    () => import('../ap-approvals/approval-settings-page'),
    'ApprovalSettingsPage',
  ),
});

// The approval settings screen lives in features/ap-approvals; one list keeps the route tree small.
export const apInboxCommunityRoutes = [inboxRoute, approvalSettingsRoute] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from '../../app/route-parents';
import { routerPath, SiteMap } from '../../app/site-map';

// An agent's attachments: company-wide like the profile it belongs to.
const agentAttachmentsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.agentAttachments),
  staticData: { allowAllCommunities: true },
  component: lazyRouteComponent(() => import('./agent-attachments-page'), 'AgentAttachmentsPage'),
});

export const attachmentsRoutes = [agentAttachmentsRoute] as const;

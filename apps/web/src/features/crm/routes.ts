import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute, communityRoute } from '../../app/route-parents';
import { childRouterPath, routerPath, SiteMap, type RouterPath } from '../../app/site-map';
import { ProfileRouteTypes } from './profile-links';
import { validateProfileSearch } from './profile-search';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The agent type a per-type profile route adds, e.g. 5 on /owner/add. */
    profileAgentTypeId?: number;
  }
}

const viewPage = lazyRouteComponent(() => import('./profile-view-page'), 'ProfileViewPage');
const editPage = lazyRouteComponent(() => import('./profile-edit-page'), 'ProfileEditPage');
const newPage = lazyRouteComponent(() => import('./profile-edit-page'), 'ProfileNewPage');

// Profiles are company-wide screens: an agent's own community comes from the agent.
function profileRoute<P extends string>(path: P, component: typeof viewPage, agentTypeId?: number) {
  return createRoute({
    getParentRoute: () => authedRoute,
    path,
    validateSearch: validateProfileSearch,
    staticData: { profileAgentTypeId: agentTypeId },
    component,
  });
}

type TypePath<S extends string> = S extends `/$agentType/${infer Rest}` ? `/${string}/${Rest}` : S;

/** The path of a per-type pattern for one type: /:agentType/view/:agentId -> /owner/view/$agentId. */
function typePath<P extends string>(pattern: P, slug: string): TypePath<RouterPath<P>> {
  return routerPath(pattern).replace('$agentType', slug) as TypePath<RouterPath<P>>;
}

const genericRoutes = [
  profileRoute(routerPath(SiteMap.profileNew), newPage),
  profileRoute(routerPath(SiteMap.profileEdit), editPage),
  profileRoute(routerPath(SiteMap.profileView), viewPage),
];

const agentTypeRoutes = ProfileRouteTypes.flatMap(({ agentTypeId, slug }) => [
  profileRoute(typePath(SiteMap.agentTypeAdd, slug), newPage, agentTypeId),
  profileRoute(typePath(SiteMap.agentTypeEdit, slug), editPage),
  profileRoute(typePath(SiteMap.agentTypeView, slug), viewPage),
]);

export const crmRoutes = [...genericRoutes, ...agentTypeRoutes];

const communityProfileRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.communityProfile, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./community-profile-page'), 'CommunityProfilePage'),
});

export const crmCommunityRoutes = [communityProfileRoute] as const;

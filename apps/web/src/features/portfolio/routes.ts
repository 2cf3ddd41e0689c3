import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute, communityRoute } from '../../app/route-parents';
import { childRouterPath, routerPath, SiteMap } from '../../app/site-map';

// Lists of one community.
const propertiesRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.portfolioProperties, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./properties-page'), 'PropertiesPage'),
});

const ownersRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.portfolioOwners, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./owners-page'), 'OwnersPage'),
});

const ownershipsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.portfolioOwnerships, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./ownerships-page'), 'OwnershipsPage'),
});

const amenitiesRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.portfolioAmenities, SiteMap.communityRoot),
  component: lazyRouteComponent(() => import('./amenities-page'), 'AmenitiesPage'),
});

export const portfolioCommunityRoutes = [
  propertiesRoute,
  ownersRoute,
  ownershipsRoute,
  amenitiesRoute,
] as const;

// Company-wide lists: the selector shows 'All communities'.
const allCommunities = { allowAllCommunities: true };

const dashboardRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.portfolioDashboard),
  staticData: allCommunities,
  component: lazyRouteComponent(() => import('./dashboard-page'), 'PortfolioDashboardPage'),
});

const communitiesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.portfolioCommunities),
  staticData: allCommunities,
  component: lazyRouteComponent(() => import('./communities-page'), 'CommunitiesPage'),
});

const vendorsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.portfolioVendors),
  staticData: allCommunities,
  component: lazyRouteComponent(() => import('./vendors-page'), 'VendorsPage'),
});

const vendorsEditAllRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.portfolioVendorsEditAll),
  staticData: allCommunities,
  component: lazyRouteComponent(() => import('./vendor-edit-all-page'), 'VendorEditAllPage'),
});

const agentsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.portfolioAgents),
  staticData: allCommunities,
  component: lazyRouteComponent(() => import('./agents-page'), 'AgentsPage'),
});

const usersRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.portfolioUsers),
  staticData: allCommunities,
  component: lazyRouteComponent(() => import('./users-page'), 'UsersPage'),
});

const viewAllRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.portfolioViewAll),
  staticData: allCommunities,
  component: lazyRouteComponent(() => import('./view-all-page'), 'ViewAllPage'),
});

export const portfolioRoutes = [
  dashboardRoute,
  communitiesRoute,
  vendorsRoute,
  vendorsEditAllRoute,
  agentsRoute,
  usersRoute,
  viewAllRoute,
] as const;

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

// The setup pages open while the community's setup is incomplete (spec 1 §1).
const setupIndexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.setupIndex, SiteMap.communityRoot),
  staticData: { allowIncompleteSetup: true },
  component: lazyRouteComponent(() => import('./setup-index-page'), 'SetupIndexPage'),
});

const accountingWizardRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.accountingWizard, SiteMap.communityRoot),
  staticData: { allowIncompleteSetup: true },
  component: lazyRouteComponent(() => import('./accounting-wizard-page'), 'AccountingWizardPage'),
});

const propertyWizardRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.propertyWizard, SiteMap.communityRoot),
  staticData: { allowIncompleteSetup: true },
  component: lazyRouteComponent(() => import('./property-wizard-page'), 'PropertyWizardPage'),
});

const expressSetupRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: childRouterPath(SiteMap.expressSetup, SiteMap.communityRoot),
  staticData: { allowIncompleteSetup: true },
  component: lazyRouteComponent(() => import('./express-setup-page'), 'ExpressSetupPage'),
});

export const communitySetupCommunityRoutes = [
  setupIndexRoute,
  accountingWizardRoute,
  propertyWizardRoute,
  expressSetupRoute,
] as const;

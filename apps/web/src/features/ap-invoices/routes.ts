import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { searchIds } from '../../app/search-ids';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const form = lazyRouteComponent(() => import('./invoice-form-page'), 'InvoiceFormPage');
const view = lazyRouteComponent(() => import('./invoice-view-page'), 'InvoiceViewPage');
const distributions = lazyRouteComponent(
  () => import('./default-distributions-page'),
  'DefaultDistributionsPage',
);
const distribution = lazyRouteComponent(
  () => import('./default-distribution-edit-page'),
  'DefaultDistributionEditPage',
);

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.apInvoiceAdd),
  // ?templateId= (an invoice template's lines) or ?workOrderItemId= (the work order it is for).
  validateSearch: searchIds('templateId', 'workOrderItemId'),
  component: form,
});

const editRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.apInvoiceEdit),
  component: form,
});

const viewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.apInvoiceView),
  component: view,
});

const reviewRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.apInvoiceReview),
  component: view,
});

const templatesRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.apInvoiceTemplates),
  component: lazyRouteComponent(() => import('./invoice-templates-page'), 'InvoiceTemplatesPage'),
});

const distributionsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.defaultDistributions),
  component: distributions,
});

const vendorDistributionsRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.defaultDistributionsOfVendor),
  component: distributions,
});

const distributionAddRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.defaultDistributionAdd),
  component: distribution,
});

const distributionEditRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.defaultDistributionEdit),
  component: distribution,
});

export const apInvoicesCommunityRoutes = [
  addRoute,
  editRoute,
  viewRoute,
  reviewRoute,
  templatesRoute,
  distributionsRoute,
  vendorDistributionsRoute,
  distributionAddRoute,
  distributionEditRoute,
] as const;

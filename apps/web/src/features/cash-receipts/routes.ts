import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { communityRoute } from '../../app/route-parents';
import { childRouterPath, SiteMap } from '../../app/site-map';

const under = <P extends string>(pattern: P) => childRouterPath(pattern, SiteMap.communityRoot);

const indexRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.cashReceiptsIndex),
  component: lazyRouteComponent(() => import('./cash-receipts-page'), 'CashReceiptsPage'),
});

const addRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.cashReceiptAdd),
  component: lazyRouteComponent(() => import('./cash-receipt-add-page'), 'CashReceiptAddPage'),
});

const editRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.cashReceiptEdit),
  component: lazyRouteComponent(() => import('./cash-receipt-edit-page'), 'CashReceiptEditPage'),
});

const summaryRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.cashReceiptSummary),
  component: lazyRouteComponent(
    () => import('./cash-receipt-summary-page'),
    'CashReceiptSummaryPage',
  ),
});

const reversalRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.backoutPaymentAdd),
  component: lazyRouteComponent(() => import('./payment-reversal-page'), 'PaymentReversalPage'),
});

const miscRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.miscCashReceipt),
  component: lazyRouteComponent(() => import('./misc-cash-receipt-page'), 'MiscCashReceiptPage'),
});

const priorityRoute = createRoute({
  getParentRoute: () => communityRoute,
  path: under(SiteMap.paymentPriority),
  component: lazyRouteComponent(() => import('./payment-priority-page'), 'PaymentPriorityPage'),
});

export const cashReceiptsCommunityRoutes = [
  indexRoute,
  addRoute,
  editRoute,
  summaryRoute,
  reversalRoute,
  miscRoute,
  priorityRoute,
] as const;

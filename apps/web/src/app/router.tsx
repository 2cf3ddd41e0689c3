import type { QueryClient } from '@tanstack/react-query';
import {
  createHashHistory,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { accountingSetupCommunityRoutes } from '../features/accounting-setup/routes';
import { adminRoutes } from '../features/admin/routes';
import { dataBrowserRoutes } from '../features/data-browser/routes';
import { automationCommunityRoutes, automationRoutes } from '../features/automation/routes';
import {
  ownerPortalCommunityRoutes,
  ownerPortalCompanyRoutes,
} from '../features/owner-portal/routes';
import { activityCommunityRoutes } from '../features/activity/routes';
import { attachmentsRoutes } from '../features/attachments/routes';
import { banksCommunityRoutes, banksRoutes } from '../features/banks/routes';
import { budgetsCommunityRoutes } from '../features/budgets/routes';
import { chargesCommunityRoutes } from '../features/charges/routes';
import { adjustmentsCommunityRoutes } from '../features/adjustments/routes';
import { collectionsCommunityRoutes } from '../features/collections/routes';
import { ccrActionsCommunityRoutes } from '../features/ccr-actions/routes';
import { architecturalSettingsCommunityRoutes } from '../features/architectural-settings/routes';
import { ccrCommunityRoutes } from '../features/ccr/routes';
import { generalRequestCommunityRoutes } from '../features/general-requests/routes';
import { serviceRequestCommunityRoutes } from '../features/service-requests/routes';
import { workOrderCommunityRoutes } from '../features/work-orders/routes';
import {
  architecturalRequestCommunityRoutes,
  committeeVoteRoute,
} from '../features/architectural-requests/routes';
import { ccrReportsCommunityRoutes } from '../features/ccr-reports/routes';
import { ccrBatchCommunityRoutes } from '../features/ccr-batches/routes';
import { cashReceiptsCommunityRoutes } from '../features/cash-receipts/routes';
import { securityDepositsCommunityRoutes } from '../features/security-deposits/routes';
import { apReportsCommunityRoutes } from '../features/ap-reports/routes';
import { apVendorsCommunityRoutes } from '../features/ap-vendors/routes';
import { apInvoicesCommunityRoutes } from '../features/ap-invoices/routes';
import { lockboxCommunityRoutes } from '../features/lockbox/routes';
import { bankReconciliationCommunityRoutes } from '../features/bank-reconciliation/routes';
import { bankStatementsCommunityRoutes } from '../features/bank-statements/routes';
import { resaleCommunityRoutes } from '../features/resale/routes';
import { directDebitCommunityRoutes } from '../features/direct-debit/routes';
import { apApprovalsCommunityRoutes } from '../features/ap-approvals/routes';
import { apInboxCommunityRoutes } from '../features/ap-inbox/routes';
import { apChecksCommunityRoutes } from '../features/ap-checks/routes';
import { apAdjustmentsCommunityRoutes } from '../features/ap-adjustments/routes';
import { signaturesCommunityRoutes } from '../features/signatures/routes';
import { digitalPaymentsCommunityRoutes } from '../features/digital-payments/routes';
import {
  fundsTransferCommunityRoutes,
  fundsTransferRoutes,
} from '../features/funds-transfer/routes';
import { positivePayRoutes } from '../features/positive-pay/routes';
import { bankIntegrationRoutes } from '../features/bank-integration/routes';
import { couponsCommunityRoutes } from '../features/coupons/routes';
import { lateFeesInterestCommunityRoutes } from '../features/late-fees-interest/routes';
import { committeesCommunityRoutes } from '../features/committees/routes';
import { glAccountsCommunityRoutes } from '../features/gl-accounts/routes';
import { customFieldsCommunityRoutes, customFieldsRoutes } from '../features/custom-fields/routes';
import { groupOwnershipRoutes } from '../features/group-ownership/routes';
import { glHistoryCommunityRoutes, glHistoryRoutes } from '../features/gl-history/routes';
import { homeCommunityRoutes } from '../features/home/routes';
import { journalEntriesCommunityRoutes } from '../features/journal-entries/routes';
import { mapCommunityRoutes } from '../features/map/routes';
import { notesCommunityRoutes } from '../features/notes/routes';
import { portfolioCommunityRoutes, portfolioRoutes } from '../features/portfolio/routes';
import { crmCommunityRoutes, crmRoutes } from '../features/crm/routes';
import { reportsCommunityRoutes, reportsRoutes } from '../features/reports/routes';
import { customReportsRoute } from '../features/custom-reports/routes';
import { reportPackageCommunityRoutes } from '../features/report-packages/routes';
import { ownerLedgerCommunityRoutes } from '../features/owner-ledger/routes';
import { rolesRoutes } from '../features/roles/routes';
import { communityTransferRoutes } from '../features/community-transfer/routes';
import { userActionsRoutes } from '../features/user-actions/routes';
import { mailRoutes } from '../features/mail/routes';
import { automationJobRoutes } from '../features/automation-jobs/routes';
import {
  messageBatchesCommunityRoutes,
  messageBatchesRoutes,
} from '../features/message-batches/routes';
import { templatesCommunityRoutes, templatesRoutes } from '../features/templates/routes';
import { searchRoutes } from '../features/search/routes';
import { communitySetupCommunityRoutes } from '../features/community-setup/routes';
import { yearCloseCommunityRoutes } from '../features/year-close/routes';
import { boardPacketCommunityRoutes } from '../features/board-packets/routes';
import { PageLoader } from '../widgets/page-loader';
import { hasSession } from './auth/session-cookie';
import { SignInPage } from './auth/sign-in-page';
import { setUnauthorizedHandler } from './auth/unauthorized';
import { authedRoute, communityRoute, rootRoute } from './route-parents';
import { routerPath, SiteMap } from './site-map';

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: routerPath(SiteMap.root),
  beforeLoad: () => {
    redirect({ to: SiteMap.home, throw: true });
  },
});

// Each screen loads lazily, so the sign-in chunk carries no area code.
const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: routerPath(SiteMap.signIn),
  beforeLoad: () => {
    if (hasSession()) redirect({ to: SiteMap.home, throw: true });
  },
  component: SignInPage,
});

const homeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: routerPath(SiteMap.home),
  component: lazyRouteComponent(() => import('./community/home-landing'), 'HomeLanding'),
});

// Each area adds its routes here: community screens in the first list, company-wide ones after.
const routeTree = rootRoute.addChildren([
  indexRoute,
  signInRoute,
  committeeVoteRoute,
  authedRoute.addChildren([
    homeRoute,
    communityRoute.addChildren([
      ...homeCommunityRoutes,
      ...communitySetupCommunityRoutes,
      ...customFieldsCommunityRoutes,
      ...mapCommunityRoutes,
      ...crmCommunityRoutes,
      ...notesCommunityRoutes,
      ...activityCommunityRoutes,
      ...committeesCommunityRoutes,
      ...banksCommunityRoutes,
      ...portfolioCommunityRoutes,
      ...glAccountsCommunityRoutes,
      ...accountingSetupCommunityRoutes,
      ...journalEntriesCommunityRoutes,
      ...glHistoryCommunityRoutes,
      ...yearCloseCommunityRoutes,
      ...boardPacketCommunityRoutes,
      ...budgetsCommunityRoutes,
      ...reportsCommunityRoutes,
      customReportsRoute,
      ...reportPackageCommunityRoutes,
      ...automationCommunityRoutes,
      ...ownerLedgerCommunityRoutes,
      ...chargesCommunityRoutes,
      ...adjustmentsCommunityRoutes,
      ...lateFeesInterestCommunityRoutes,
      ...collectionsCommunityRoutes,
      ...cashReceiptsCommunityRoutes,
      ...securityDepositsCommunityRoutes,
      ...apReportsCommunityRoutes,
      ...apVendorsCommunityRoutes,
      ...apInvoicesCommunityRoutes,
      ...lockboxCommunityRoutes,
      ...bankReconciliationCommunityRoutes,
      ...bankStatementsCommunityRoutes,
      ...directDebitCommunityRoutes,
      ...apInboxCommunityRoutes,
      ...apApprovalsCommunityRoutes,
      ...digitalPaymentsCommunityRoutes,
      ...apChecksCommunityRoutes,
      ...apAdjustmentsCommunityRoutes,
      ...signaturesCommunityRoutes,
      ...fundsTransferCommunityRoutes,
      ...couponsCommunityRoutes,
      ...resaleCommunityRoutes,
      ...templatesCommunityRoutes,
      ...messageBatchesCommunityRoutes,
      ...ccrActionsCommunityRoutes,
      ...architecturalSettingsCommunityRoutes,
      ...ownerPortalCommunityRoutes,
      ...ccrCommunityRoutes,
      ...generalRequestCommunityRoutes,
      ...serviceRequestCommunityRoutes,
      ...workOrderCommunityRoutes,
      ...architecturalRequestCommunityRoutes,
      ...ccrReportsCommunityRoutes,
      ...ccrBatchCommunityRoutes,
    ]),
    ...rolesRoutes,
    ...communityTransferRoutes,
    ...userActionsRoutes,
    ...automationRoutes,
    ...customFieldsRoutes,
    ...groupOwnershipRoutes,
    ...crmRoutes,
    ...attachmentsRoutes,
    ...banksRoutes,
    ...fundsTransferRoutes,
    ...positivePayRoutes,
    ...bankIntegrationRoutes,
    ...portfolioRoutes,
    ...searchRoutes,
    ...glHistoryRoutes,
    ...reportsRoutes,
    ...adminRoutes,
    ...dataBrowserRoutes,
    ...ownerPortalCompanyRoutes,
    ...mailRoutes,
    ...automationJobRoutes,
    ...templatesRoutes,
    ...messageBatchesRoutes,
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    history: createHashHistory(),
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: lazyRouteComponent(
      () => import('./layout/route-fallbacks'),
      'RouteErrorPage',
    ),
    scrollRestoration: true,
  });

  // A 401 from any call: the session is already forgotten; drop the user's data and sign in again.
  // Clearing after leaving the signed-in screens keeps their queries from refetching signed out.
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname === SiteMap.signIn) return;
    void router.navigate({ to: SiteMap.signIn }).then(() => {
      queryClient.clear();
    });
  });

  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

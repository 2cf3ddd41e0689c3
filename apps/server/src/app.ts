import { existsSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { contract, type DemoSignIn } from '@hoa/contract';
import type { Database } from '@hoa/db';
import { DefaultMaxUploadBytes } from '@hoa/domain';
import type { FileStore } from './files/file-store';
import { storeOrTemporary } from './files/open-file-store';
import { printVendorOrTemporary } from './print/drop-folder-print-vendor';
import { cardProvider, type CardPaymentProvider } from './modules/portal-payments/provider/index';
import type { PrintVendor } from './print/print-vendor';
import { installApiDocs } from './http/api-docs';
import { bindPublic } from './http/bind';
import { installCompression } from './http/compression';
import { installErrorHandler } from './http/errors';
import { getReadiness } from './http/readiness';
import { installRequestId, requestIdOptions } from './http/request-id';
import { installSecurityHeaders } from './http/security-headers';
import { readSecuritySettings, type SecuritySettings } from './http/security-settings';
import { contractValidatorCompiler } from './http/validator';
import { installWebFiles } from './http/web-files';
import { adminRoutes } from './modules/admin/index';
import { dataBrowserRoutes } from './modules/data-browser/index';
import { apInvoicesRoutes } from './modules/ap-invoices/index';
import { accountingSetupRoutes } from './modules/accounting-setup/index';
import { activityRoutes } from './modules/activity/index';
import { alertsRoutes } from './modules/alerts/index';
import { attachmentRoutes } from './modules/attachments/index';
import { authRoutes } from './modules/auth/index';
import { ownerAuthRoutes } from './modules/owner-auth/index';
import { portalPaymentsRoutes } from './modules/portal-payments/index';
import { portalAccountRoutes } from './modules/portal-account/index';
import { portalHouseholdRoutes } from './modules/portal-household/index';
import { portalAutopayRoutes } from './modules/portal-autopay/index';
import { portalBoardRoutes } from './modules/portal-board/index';
import { groupOwnershipRoutes } from './modules/group-ownership/index';
import { portalRequestsRoutes } from './modules/portal-requests/index';
import { ownerAccessRoutes } from './modules/owner-access/index';
import { banksRoutes } from './modules/banks/index';
import { budgetsRoutes } from './modules/budgets/index';
import { chargesRoutes } from './modules/charges/index';
import { adjustmentsRoutes } from './modules/adjustments/index';
import { codesRoutes } from './modules/codes/index';
import { collectionsRoutes } from './modules/collections/index';
import { cashReceiptsRoutes } from './modules/cash-receipts/index';
import { lockboxRoutes } from './modules/lockbox/index';
import { bankStatementsRoutes } from './modules/bank-statements/index';
import { bankReconciliationRoutes } from './modules/bank-reconciliation/index';
import { directDebitRoutes } from './modules/direct-debit/index';
import { couponsRoutes } from './modules/coupons/index';
import { rolesRoutes } from './modules/roles/index';
import { templatesRoutes } from './modules/templates/index';
import { ccrActionsRoutes } from './modules/ccr-actions/index';
import { arcActionProcessesRoutes } from './modules/arc-action-processes/index';
import { architecturalSettingsRoutes } from './modules/architectural-settings/index';
import { architecturalRequestsRoutes } from './modules/architectural-requests/index';
import { committeeVotesRoutes } from './modules/committee-votes/index';
import { ccrRoutes } from './modules/ccr/index';
import { ccrReportsRoutes } from './modules/ccr-reports/index';
import { architecturalRequestReportsRoutes } from './modules/architectural-request-reports/index';
import { workOrderReportsRoutes } from './modules/work-order-reports/index';
import { communityReportsRoutes } from './modules/community-reports/index';
import { generalRequestsRoutes } from './modules/general-requests/index';
import { serviceRequestsRoutes } from './modules/service-requests/index';
import { workOrdersRoutes } from './modules/work-orders/index';
import { workOrderCostsRoutes } from './modules/work-order-costs/index';
import { ccrBatchRoutes } from './modules/ccr-batches/index';
import { messageBatchesRoutes } from './modules/message-batches/index';
import { userCommunitiesRoutes } from './modules/user-communities/index';
import { statementsRoutes } from './modules/statements/index';
import { securityDepositsRoutes } from './modules/security-deposits/index';
import { committeesRoutes } from './modules/committees/index';
import { communitySetupRoutes } from './modules/community-setup/index';
import { crmRoutes } from './modules/crm/index';
import { customFieldRoutes } from './modules/custom-fields/index';
import { filteredViewsRoutes } from './modules/filtered-views/index';
import { enhancedReportsRoutes } from './modules/enhanced-reports/index';
import { customReportsRoutes } from './modules/custom-reports/index';
import { reportSettingsRoutes } from './modules/report-settings/index';
import { glAccountsRoutes } from './modules/gl-accounts/index';
import { glHistoryRoutes } from './modules/gl-history/index';
import { importsRoutes } from './modules/imports/index';
import { journalEntriesRoutes } from './modules/journal-entries/index';
import { lateFeesInterestRoutes } from './modules/late-fees-interest/index';
import { mapRoutes, readMapSettings } from './modules/map/index';
import { mailRoutes } from './modules/mail/index';
import { backgroundJobsRoutes } from './modules/background-jobs/index';
import { engageRoutes } from './modules/engage/index';
import { userActionsRoutes } from './modules/user-actions/index';
import { apSettingsRoutes } from './modules/ap-settings/index';
import { notesRoutes } from './modules/notes/index';
import { portfolioRoutes } from './modules/portfolio/index';
import { reportsRoutes } from './modules/reports/index';
import { reportCatalogueRoutes } from './modules/report-catalogue/index';
import { reportPackageRoutes } from './modules/report-packages/index';
import { automationRoutes } from './modules/automation/index';
import { automationJobRoutes } from './modules/automation-jobs/index';
import { boardPacketRoutes } from './modules/board-packets/index';
import { ownerLedgerRoutes } from './modules/owner-ledger/index';
import { ownerMergeRoutes } from './modules/owner-merge/index';
import { itemsRoutes } from './modules/items/index';
import { digitalPaymentsRoutes } from './modules/digital-payments/index';
import { arReportsRoutes } from './modules/ar-reports/index';
import { profilePageRoutes } from './modules/profile-page/index';
import { resaleRoutes } from './modules/resale/index';
import { receiptReportsRoutes } from './modules/receipt-reports/index';
import { fundsTransferRoutes } from './modules/funds-transfer/index';
import { communityTransferRoutes } from './modules/community-transfer/index';
import { twoFactorRoutes } from './modules/two-factor/index';
import { positivePayRoutes } from './modules/positive-pay/index';
import { bankIntegrationRoutes } from './modules/bank-integration/index';
import { bankSftpRoutes } from './modules/bank-sftp/index';
import { apReportsRoutes } from './modules/ap-reports/index';
import { apVendorsRoutes } from './modules/ap-vendors/index';
import { apInboxRoutes } from './modules/ap-inbox/index';
import { apApprovalsRoutes } from './modules/ap-approvals/index';
import { apChecksRoutes } from './modules/ap-checks/index';
import { apAdjustmentsRoutes } from './modules/ap-adjustments/index';
import { signaturesRoutes } from './modules/signatures/index';
import { searchRoutes } from './modules/search/index';
import { staticDataRoutes } from './modules/static-data/index';
import { yearCloseRoutes } from './modules/year-close/index';
import { workOrderVendorsRoutes } from './modules/work-order-vendors/index';

export interface AppOptions {
  database: Database;
  /** The built web app to serve at /; omitted in API-only tests. */
  webRoot?: string;
  /** The server process logs (main.ts, http/logging.ts); tests stay quiet. */
  logger?: FastifyServerOptions['logger'];
  /** Where attachments are kept; omitted in API-only tests (a temporary folder is used). */
  fileStore?: FileStore;
  /** The print and mail house; omitted in tests (a temporary drop folder is used). */
  printVendor?: PrintVendor;
  /** The card payment provider; omitted, the one CARD_PAYMENT_PROVIDER names (the sandbox). */
  cardProvider?: CardPaymentProvider;
  /** The process runs the background jobs (main.ts unless JOBS=off); off when omitted. */
  backgroundJobs?: boolean;
  /** Fastify's trustProxy (TRUST_PROXY): client addresses from X-Forwarded-For behind a proxy. */
  trustProxy?: boolean | string;
  /** Session idle time and public docs; read from the environment when omitted. */
  security?: Partial<SecuritySettings>;
  /** The demo company's sign-ins, listed on the sign-in page: only when the database is the demo. */
  demoSignIns?: readonly DemoSignIn[];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    ...requestIdOptions,
    bodyLimit: 1_048_576,
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installRequestId(app);
  installCompression(app);
  const security = { ...readSecuritySettings(process.env), ...options.security };
  installSecurityHeaders(app, readMapSettings(process.env).tileUrl);
  await app.register(fastifyCookie);

  const deps = {
    database: options.database,
    files: storeOrTemporary(app, options.fileStore),
    printVendor: printVendorOrTemporary(app, options.printVendor),
    cardProvider: options.cardProvider ?? cardProvider(),
    backgroundJobs: options.backgroundJobs ?? false,
    sessionIdleMs: security.sessionIdleMs,
    demoSignIns: options.demoSignIns ?? [],
  };
  await installApiDocs(app, deps, security.apiDocsPublic);
  await app.register(fastifyMultipart, { limits: { fileSize: DefaultMaxUploadBytes, files: 1 } });
  bindPublic(app, deps, contract.health.GetHealth, (d) =>
    Promise.resolve({ status: 'ok' as const, database: d.database.kind }),
  );
  bindPublic(app, deps, contract.health.GetReadiness, getReadiness);
  authRoutes(app, deps);
  ownerAuthRoutes(app, deps);
  portalPaymentsRoutes(app, deps);
  portalAccountRoutes(app, deps);
  portalHouseholdRoutes(app, deps);
  portalAutopayRoutes(app, deps);
  portalBoardRoutes(app, deps);
  groupOwnershipRoutes(app, deps);
  portalRequestsRoutes(app, deps);
  ownerAccessRoutes(app, deps);
  staticDataRoutes(app, deps);
  crmRoutes(app, deps);
  committeesRoutes(app, deps);
  banksRoutes(app, deps);
  adminRoutes(app, deps);
  dataBrowserRoutes(app, deps);
  rolesRoutes(app, deps);
  userCommunitiesRoutes(app, deps);
  customFieldRoutes(app, deps);
  mapRoutes(app, deps);
  notesRoutes(app, deps);
  activityRoutes(app, deps);
  filteredViewsRoutes(app, deps);
  enhancedReportsRoutes(app, deps);
  customReportsRoutes(app, deps);
  reportSettingsRoutes(app, deps);
  alertsRoutes(app, deps);
  attachmentRoutes(app, deps);
  glAccountsRoutes(app, deps);
  accountingSetupRoutes(app, deps);
  communitySetupRoutes(app, deps);
  codesRoutes(app, deps);
  chargesRoutes(app, deps);
  adjustmentsRoutes(app, deps);
  lateFeesInterestRoutes(app, deps);
  collectionsRoutes(app, deps);
  cashReceiptsRoutes(app, deps);
  lockboxRoutes(app, deps);
  bankStatementsRoutes(app, deps);
  bankReconciliationRoutes(app, deps);
  couponsRoutes(app, deps);
  statementsRoutes(app, deps);
  directDebitRoutes(app, deps);
  securityDepositsRoutes(app, deps);
  apInvoicesRoutes(app, deps);
  importsRoutes(app, deps);
  searchRoutes(app, deps);
  portfolioRoutes(app, deps);
  journalEntriesRoutes(app, deps);
  glHistoryRoutes(app, deps);
  yearCloseRoutes(app, deps);
  budgetsRoutes(app, deps);
  reportsRoutes(app, deps);
  reportCatalogueRoutes(app, deps);
  reportPackageRoutes(app, deps);
  automationRoutes(app, deps);
  automationJobRoutes(app, deps);
  boardPacketRoutes(app, deps);
  ownerLedgerRoutes(app, deps);
  ownerMergeRoutes(app, deps);
  itemsRoutes(app, deps);
  digitalPaymentsRoutes(app, deps);
  arReportsRoutes(app, deps);
  profilePageRoutes(app, deps);
  resaleRoutes(app, deps);
  receiptReportsRoutes(app, deps);
  fundsTransferRoutes(app, deps);
  communityTransferRoutes(app, deps);
  twoFactorRoutes(app, deps);
  positivePayRoutes(app, deps);
  bankIntegrationRoutes(app, deps);
  bankSftpRoutes(app, deps);
  apReportsRoutes(app, deps);
  apVendorsRoutes(app, deps);
  apInboxRoutes(app, deps);
  apApprovalsRoutes(app, deps);
  apChecksRoutes(app, deps);
  apAdjustmentsRoutes(app, deps);
  signaturesRoutes(app, deps);
  mailRoutes(app, deps);
  backgroundJobsRoutes(app, deps);
  engageRoutes(app, deps);
  userActionsRoutes(app, deps);
  apSettingsRoutes(app, deps);
  templatesRoutes(app, deps);
  messageBatchesRoutes(app, deps);
  ccrActionsRoutes(app, deps);
  arcActionProcessesRoutes(app, deps);
  architecturalSettingsRoutes(app, deps);
  architecturalRequestsRoutes(app, deps);
  committeeVotesRoutes(app, deps);
  ccrRoutes(app, deps);
  ccrReportsRoutes(app, deps);
  architecturalRequestReportsRoutes(app, deps);
  workOrderReportsRoutes(app, deps);
  communityReportsRoutes(app, deps);
  generalRequestsRoutes(app, deps);
  serviceRequestsRoutes(app, deps);
  workOrdersRoutes(app, deps);
  workOrderCostsRoutes(app, deps);
  ccrBatchRoutes(app, deps);
  workOrderVendorsRoutes(app, deps);

  if (options.webRoot && existsSync(options.webRoot)) {
    await installWebFiles(app, options.webRoot);
  }
  await app.ready();
  return app;
}

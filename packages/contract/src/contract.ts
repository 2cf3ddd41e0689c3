// The `contract` object: every area's endpoints gathered by controller (index.ts re-exports it
// with each area's schemas and types).
import { admin, cache } from './areas/admin';
import { dataBrowser } from './areas/data-browser';
import { accounting, accountingSetup } from './areas/accounting-setup';
import { activity, activityFeeds, kpiCounts } from './areas/activity';
import { alerts } from './areas/alerts';
import { attachments } from './areas/attachments';
import { auth } from './areas/auth';
import { banks } from './areas/banks';
import { bankReconciliation } from './areas/bank-reconciliation';
import { budgets } from './areas/budgets';
import { codes } from './areas/codes';
import { committees } from './areas/committees';
import { communitySetup } from './areas/community-setup';
import { crm } from './areas/crm';
import { customFields } from './areas/custom-fields';
import { filteredViews } from './areas/filtered-views';
import { customReports } from './areas/custom-reports';
import { reportSettings } from './areas/report-settings';
import { enhancedReports } from './areas/enhanced-reports';
import { glAccounts } from './areas/gl-accounts';
import { glHistory } from './areas/gl-history';
import { health } from './areas/health';
import { imports } from './areas/imports';
import { charges } from './areas/charges';
import { adjustments } from './areas/adjustments';
import { lateFeesInterest } from './areas/late-fees-interest';
import { collections } from './areas/collections';
import { cashReceipts } from './areas/cash-receipts';
import { securityDeposits } from './areas/security-deposits';
import { lockbox } from './areas/lockbox';
import { bankStatements } from './areas/bank-statements';
import { directDebit } from './areas/direct-debit';
import { coupons, mailingLabels, statements } from './areas/coupons';
import { indexPage } from './areas/index-page';
import { journalEntries } from './areas/journal-entries';
import { mapEndpoints } from './areas/map';
import { notes } from './areas/notes';
import { ownership } from './areas/ownership';
import { portfolio } from './areas/portfolio';
import { reports } from './areas/reports';
import { reportCatalogue } from './areas/report-catalogue';
import { reportPackages } from './areas/report-packages';
import { automation } from './areas/automation';
import { automationJobs } from './areas/automation-jobs';
import { boardPackets } from './areas/board-packets';
import { ownerLedger } from './areas/owner-ledger';
import { ownerMerge } from './areas/owner-merge';
import { items } from './areas/items';
import { arReports } from './areas/ar-reports';
import { profilePage } from './areas/profile-page';
import { resale } from './areas/resale';
import { receiptReports } from './areas/receipt-reports';
import { apInvoices, defaultDistributions, invoiceTemplates } from './areas/ap-invoices';
import { apDashboard, apReports } from './areas/ap-reports';
import { apVendors } from './areas/ap-vendors';
import { apChecks } from './areas/ap-checks';
import { apAdjustments } from './areas/ap-adjustments';
import { apInbox } from './areas/ap-inbox';
import { apApprovals } from './areas/ap-approvals';
import { apSettings } from './areas/ap-settings';
import { digitalPayments } from './areas/digital-payments';
import { signatures } from './areas/signatures';
import { roles } from './areas/roles';
import { search } from './areas/search';
import { staticData } from './areas/static-data';
import { user } from './areas/user';
import { yearClose } from './areas/year-close';
import { fundsTransfer } from './areas/funds-transfer';
import { communityTransfer } from './areas/community-transfer';
import { twoFactor } from './areas/two-factor';
import { positivePay } from './areas/positive-pay';
import { bankIntegration } from './areas/bank-integration';
import { communications, mail } from './areas/mail';
import { backgroundJobs } from './areas/background-jobs';
import { engage } from './areas/engage';
import { userActions } from './areas/user-actions';
import { communityDefaultTemplates, templates } from './areas/templates';
import { communicationFeed } from './areas/communication-feed';
import { messageBatches } from './areas/message-batches';
import { printVendor } from './areas/print-vendor';
import { ccrActions } from './areas/ccr-actions';
import { ccr } from './areas/ccr';
import { ccrReports } from './areas/ccr-reports';
import { ccrBatches } from './areas/ccr-batches';
import { generalRequestReports, generalRequests } from './areas/general-requests';
import { serviceRequests } from './areas/service-requests';
import { costItems, workOrderCosts } from './areas/work-order-costs';
import { arcActionProcesses } from './areas/arc-action-processes';
import { architecturalSettings } from './areas/architectural-settings';
import {
  architecturalRequestReports,
  architecturalRequests,
  committeeVotes,
} from './areas/architectural-requests';
import { workOrders } from './areas/work-orders';
import { workOrderReports } from './areas/work-order-reports';
import { communityReports } from './areas/community-reports';
import { workOrderVendors } from './areas/work-order-vendors';
import { portal } from './areas/portal';
import { portalPayments } from './areas/portal-payments';
import { ownerPayments, payLease } from './areas/owner-payments';
import { portalAccount } from './areas/portal-account';
import { portalAutopay } from './areas/portal-autopay';
import { portalBoard } from './areas/portal-board';
import { groupOwnership } from './areas/group-ownership';
import { portalRequests } from './areas/portal-requests';
import { portalHousehold } from './areas/portal-household';
import { ownerAccess } from './areas/owner-access';
import type { EndpointDef } from './endpoint';

/**
 * The type of the whole API, by controller, spelled out area by area: inferred, its declaration
 * would be longer than the compiler writes.
 */
export type Contract = {
  bankStatements: typeof bankStatements;
  health: typeof health;
  auth: typeof auth;
  user: typeof user;
  staticData: typeof staticData;
  crm: typeof crm;
  indexPage: typeof indexPage;
  customFields: typeof customFields;
  map: typeof mapEndpoints;
  roles: typeof roles;
  admin: typeof admin;
  notes: typeof notes;
  activity: typeof activity;
  activityFeeds: typeof activityFeeds;
  kpiCounts: typeof kpiCounts;
  filteredViews: typeof filteredViews;
  enhancedReports: typeof enhancedReports;
  customReports: typeof customReports;
  reportSettings: typeof reportSettings;
  alerts: typeof alerts;
  committees: typeof committees;
  banks: typeof banks;
  bankReconciliation: typeof bankReconciliation;
  search: typeof search;
  ownership: typeof ownership;
  portfolio: typeof portfolio;
  attachments: typeof attachments;
  glAccounts: typeof glAccounts;
  journalEntries: typeof journalEntries;
  glHistory: typeof glHistory;
  yearClose: typeof yearClose;
  budgets: typeof budgets;
  reports: typeof reports;
  reportCatalogue: typeof reportCatalogue;
  reportPackages: typeof reportPackages;
  automation: typeof automation;
  automationJobs: typeof automationJobs;
  boardPackets: typeof boardPackets;
  ownerLedger: typeof ownerLedger;
  ownerMerge: typeof ownerMerge;
  items: typeof items;
  arReports: typeof arReports;
  profilePage: typeof profilePage;
  accountingSetup: typeof accountingSetup;
  accounting: typeof accounting;
  communitySetup: typeof communitySetup;
  codes: typeof codes;
  imports: typeof imports;
  charges: typeof charges;
  adjustments: typeof adjustments;
  lateFeesInterest: typeof lateFeesInterest;
  collections: typeof collections;
  cashReceipts: typeof cashReceipts;
  securityDeposits: typeof securityDeposits;
  lockbox: typeof lockbox;
  directDebit: typeof directDebit;
  resale: typeof resale;
  receiptReports: typeof receiptReports;
  apInvoices: typeof apInvoices;
  invoiceTemplates: typeof invoiceTemplates;
  defaultDistributions: typeof defaultDistributions;
  apReports: typeof apReports;
  apDashboard: typeof apDashboard;
  apVendors: typeof apVendors;
  apChecks: typeof apChecks;
  apAdjustments: typeof apAdjustments;
  apInbox: typeof apInbox;
  apApprovals: typeof apApprovals;
  apSettings: typeof apSettings;
  digitalPayments: typeof digitalPayments;
  signatures: typeof signatures;
  coupons: typeof coupons;
  statements: typeof statements;
  mailingLabels: typeof mailingLabels;
  fundsTransfer: typeof fundsTransfer;
  communityTransfer: typeof communityTransfer;
  twoFactor: typeof twoFactor;
  positivePay: typeof positivePay;
  bankIntegration: typeof bankIntegration;
  mail: typeof mail;
  communications: typeof communications;
  backgroundJobs: typeof backgroundJobs;
  engage: typeof engage;
  userActions: typeof userActions;
  templates: typeof templates;
  communityDefaultTemplates: typeof communityDefaultTemplates;
  messageBatches: typeof messageBatches;
  communicationFeed: typeof communicationFeed;
  printVendor: typeof printVendor;
  ccrActions: typeof ccrActions;
  ccr: typeof ccr;
  ccrReports: typeof ccrReports;
  ccrBatches: typeof ccrBatches;
  generalRequests: typeof generalRequests;
  generalRequestReports: typeof generalRequestReports;
  serviceRequests: typeof serviceRequests;
  workOrderCosts: typeof workOrderCosts;
  costItems: typeof costItems;
  arcActionProcesses: typeof arcActionProcesses;
  architecturalSettings: typeof architecturalSettings;
  architecturalRequests: typeof architecturalRequests;
  architecturalRequestReports: typeof architecturalRequestReports;
  committeeVotes: typeof committeeVotes;
  workOrders: typeof workOrders;
  workOrderReports: typeof workOrderReports;
  communityReports: typeof communityReports;
  workOrderVendors: typeof workOrderVendors;
  portal: typeof portal;
  portalPayments: typeof portalPayments;
  ownerPayments: typeof ownerPayments;
  payLease: typeof payLease;
  portalAccount: typeof portalAccount;
  portalAutopay: typeof portalAutopay;
  portalBoard: typeof portalBoard;
  groupOwnership: typeof groupOwnership;
  portalRequests: typeof portalRequests;
  portalHousehold: typeof portalHousehold;
  ownerAccess: typeof ownerAccess;
  cache: typeof cache;
  dataBrowser: typeof dataBrowser;
};

/** The whole API, by controller. The server binds it; the web calls it. */
export const contract: Contract = {
  bankStatements,
  health,
  auth,
  user,
  staticData,
  crm,
  indexPage,
  customFields,
  map: mapEndpoints,
  roles,
  admin,
  notes,
  activity,
  activityFeeds,
  kpiCounts,
  filteredViews,
  enhancedReports,
  customReports,
  reportSettings,
  alerts,
  committees,
  banks,
  bankReconciliation,
  search,
  ownership,
  portfolio,
  attachments,
  glAccounts,
  journalEntries,
  glHistory,
  yearClose,
  budgets,
  reports,
  reportCatalogue,
  reportPackages,
  automation,
  automationJobs,
  boardPackets,
  ownerLedger,
  ownerMerge,
  items,
  arReports,
  profilePage,
  accountingSetup,
  accounting,
  communitySetup,
  codes,
  imports,
  charges,
  adjustments,
  lateFeesInterest,
  collections,
  cashReceipts,
  securityDeposits,
  lockbox,
  directDebit,
  resale,
  receiptReports,
  apInvoices,
  invoiceTemplates,
  defaultDistributions,
  apReports,
  apDashboard,
  apVendors,
  apChecks,
  apAdjustments,
  apInbox,
  apApprovals,
  apSettings,
  digitalPayments,
  signatures,
  coupons,
  statements,
  mailingLabels,
  fundsTransfer,
  communityTransfer,
  twoFactor,
  positivePay,
  bankIntegration,
  mail,
  communications,
  backgroundJobs,
  engage,
  userActions,
  templates,
  communityDefaultTemplates,
  messageBatches,
  communicationFeed,
  printVendor,
  ccrActions,
  ccr,
  ccrReports,
  ccrBatches,
  generalRequests,
  generalRequestReports,
  serviceRequests,
  workOrderCosts,
  costItems,
  arcActionProcesses,
  architecturalSettings,
  architecturalRequests,
  architecturalRequestReports,
  committeeVotes,
  workOrders,
  workOrderReports,
  communityReports,
  workOrderVendors,
  portal,
  portalPayments,
  ownerPayments,
  payLease,
  portalAccount,
  portalAutopay,
  portalBoard,
  groupOwnership,
  portalRequests,
  portalHousehold,
  ownerAccess,
  cache,
  dataBrowser,
};

export const allEndpoints: readonly EndpointDef[] = Object.values(contract).flatMap((area) =>
  Object.values<EndpointDef>(area),
);

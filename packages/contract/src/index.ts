import { admin } from './areas/admin';
import { accounting, accountingSetup } from './areas/accounting-setup';
import { activity, activityFeeds, kpiCounts } from './areas/activity';
import { alerts } from './areas/alerts';
import { attachments } from './areas/attachments';
import { auth } from './areas/auth';
import { banks } from './areas/banks';
import { budgets } from './areas/budgets';
import { codes } from './areas/codes';
import { committees } from './areas/committees';
import { communitySetup } from './areas/community-setup';
import { crm } from './areas/crm';
import { customFields } from './areas/custom-fields';
import { filteredViews } from './areas/filtered-views';
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
import { directDebit } from './areas/direct-debit';
import { coupons, mailingLabels, statements } from './areas/coupons';
import { indexPage } from './areas/index-page';
import { journalEntries } from './areas/journal';
import { mapEndpoints } from './areas/map';
import { notes } from './areas/notes';
import { portfolio } from './areas/portfolio';
import { reports } from './areas/reports';
import { ownerLedger } from './areas/owner-ledger';
import { arReports } from './areas/ar-reports';
import { resale } from './areas/resale';
import { receiptReports } from './areas/receipt-reports';
import { roles } from './areas/roles';
import { search } from './areas/search';
import { staticData } from './areas/static-data';
import { user } from './areas/user';
import { yearClose } from './areas/year-close';
import type { EndpointDef } from './endpoint';

export * from './endpoint';
export * from './fields';
export * from './client';
export * from './areas/admin';
export * from './areas/accounting-setup';
export * from './areas/gl-accounts';
export * from './areas/gl-history';
export * from './areas/journal';
export * from './areas/year-close';
export * from './areas/budgets';
export * from './areas/reports';
export * from './areas/owner-ledger';
export * from './areas/ar-reports';
export * from './areas/activity';
export * from './areas/alerts';
export * from './areas/attachments';
export * from './areas/auth';
export * from './areas/banks';
export * from './areas/committees';
export * from './areas/crm';
export * from './areas/custom-fields';
export * from './areas/map';
export * from './areas/filtered-views';
export * from './areas/notes';
export * from './areas/roles';
export * from './areas/portfolio';
export * from './areas/search';
export * from './areas/community-setup';
export * from './areas/codes';
export * from './areas/imports';
export * from './areas/charges';
export * from './areas/adjustments';
export * from './areas/late-fees-interest';
export * from './areas/collections';
export * from './areas/cash-receipts';
export * from './areas/security-deposits';
export * from './areas/lockbox';
export * from './areas/direct-debit';
export * from './areas/coupons';
export * from './areas/resale';
export * from './areas/receipt-reports';

/** The whole API, by controller. The server binds it; the web calls it. */
export const contract = {
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
  alerts,
  committees,
  banks,
  search,
  portfolio,
  attachments,
  glAccounts,
  journalEntries,
  glHistory,
  yearClose,
  budgets,
  reports,
  ownerLedger,
  arReports,
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
  coupons,
  statements,
  mailingLabels,
};

export const allEndpoints: readonly EndpointDef[] = Object.values(contract).flatMap((area) =>
  Object.values<EndpointDef>(area),
);

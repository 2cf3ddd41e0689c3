export { arReportsRoutes } from './routes';
// The receipt reports (receipt-reports) share the AR reports' scope and columns.
export { arScope, money, num, rangeLine, type ArQuery, type ArScope } from './ar-report-scope';
// The collection status of a community's properties on a date, for the collection run profile.
export { collectionStatusAsOf, collectionStatusReport } from './collection-status';
// The report catalogue renders these reports by name too.
export { accountsReceivableSummary } from './get-accounts-receivable-summary';
export { agedOwnerBalanceDetail, agedOwnerBalanceDetails } from './aged-owner-balance-detail';
export { ownerActivityReport, ownerArActivityReport } from './owner-activity-reports';
export {
  filteredOwnerBalanceReport,
  ownerBalanceReport,
  prepaidOwnersReport,
} from './owner-balance';
export { ownerBalanceSummaryReport } from './owner-balance-summary';
export { ownerCommunicationPreferencesReport } from './owner-communication-preferences';
export { recurringChargeSettingsReport } from './recurring-charge-settings';

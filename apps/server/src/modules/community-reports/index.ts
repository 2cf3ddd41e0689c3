/**
 * The community's activity report and the property settlement reports (spec 3 §7 'GET /Report/...
 * Activity, PropertySettlement', 'POST … GlobalPropertySettlement').
 */
export { communityReportsRoutes } from './routes';
// The report catalogue renders these reports by name too.
export { activityReport } from './activity-report';
export { globalPropertySettlementReport } from './global-property-settlement';
export { propertySettlementReport } from './property-settlement';

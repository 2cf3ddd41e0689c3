export { arReportsRoutes } from './routes';
// The receipt reports (receipt-reports) share the AR reports' scope and columns.
export { arScope, money, num, rangeLine, type ArQuery, type ArScope } from './ar-report-scope';
// The collection status of a community's properties on a date, for the collection run profile.
export { collectionStatusAsOf } from './collection-status';

export { workOrderReportsRoutes } from './routes';
// The report catalogue renders these reports by name too.
export { globalServiceRequestReport } from './global-service-request-report';
export { globalWorkOrderReport } from './global-work-order-report';
export { serviceRequestReport } from './service-request-report';
export { workOrderReport } from './work-order-report';
// A report of community lines (the property settlement reports lay theirs out the same way).
export { communityReportData } from './community-report-data';
export { communitiesLine } from './report-filters';

export { workOrderReportsRoutes } from './routes';
// The report catalogue renders these reports by name too.
export { globalServiceRequestReport } from './global-service-request-report';
export { globalWorkOrderReport } from './global-work-order-report';
export { serviceRequestReport } from './service-request-report';
export { workOrderReport } from './work-order-report';

export { architecturalRequestReportsRoutes } from './routes';
// The report catalogue renders this report by name too.
export { architecturalRequestReport } from './architectural-request-report';

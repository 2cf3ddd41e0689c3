// What other features use of this one; they import it only from here (eslint.config.js).
export { ArchitecturalRequestReportScreen } from './architectural-request-report-screen';
export { architecturalRequestReport } from './architectural-request-reports';
export { PropertyArchitecturalRequests } from './property-architectural-requests';

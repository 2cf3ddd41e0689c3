export { reportsRoutes } from './routes';
export { bindBodyReport, bindReport, type ReportBuilder } from './report-route';

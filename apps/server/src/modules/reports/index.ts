export { reportsRoutes } from './routes';
export { bindReport, type ReportBuilder } from './report-route';

/**
 * The report catalogue (issue 24): every report by name with its formats and parameters, and the
 * render calls by name; packages and scheduled reports render through renderCatalogReport.
 */
export { reportCatalogueRoutes } from './routes';
export { catalogEntryOf, type CatalogEntry } from './catalogue';
export { reportBuilders } from './report-builders';
export {
  buildCatalogReport,
  renderCatalogReport,
  type CatalogRender,
  type RunAsCaller,
  type ReportTarget,
} from './render-catalog-report';
export { runScheduledReport, runScheduledReports } from './run-scheduled-reports';
export { attachRenderedFile } from './render-and-attach-report';
export { saveSchedule } from './schedule-report';
export { renderScheduledReport, type RenderScheduled } from './run-scheduled-reports';

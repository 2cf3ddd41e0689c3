/**
 * The report catalogue (issue 24): every report by name with its formats and parameters, and the
 * render calls by name; packages and scheduled reports (automation's jobs 1 and 21) render through
 * renderCatalogReport.
 */
export { reportCatalogueRoutes } from './routes';
export { catalogEntryOf, type CatalogEntry } from './catalogue';
export { reportBuilders } from './report-builders';
export {
  buildCatalogReport,
  buildCatalogReports,
  checkCatalogReport,
  renderCatalogReport,
  type CatalogRender,
  type RunAsCaller,
  type ReportTarget,
} from './render-catalog-report';
export { attachRenderedFile } from './render-and-attach-report';

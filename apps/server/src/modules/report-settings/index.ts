export { reportSettingsRoutes } from './routes';
// Every report route prints by the caller's settings.
export { applyReportSettings } from './apply-report-settings';

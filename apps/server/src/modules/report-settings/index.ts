export { reportSettingsRoutes } from './routes';
// Every report route prints by the caller's settings.
export { applyReportSettings, reportSettingsApplier } from './apply-report-settings';

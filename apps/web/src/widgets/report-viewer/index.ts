export { ReportViewer } from './report-viewer';
export { ReportExportButtons } from './export-buttons';

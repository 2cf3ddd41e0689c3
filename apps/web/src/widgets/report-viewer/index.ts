export { ReportViewer } from './report-viewer';
export { ReportExportButtons } from './export-buttons';
export { ReportFrame } from './report-frame';
export { missingDatesMessage } from './report-dates';
export { useCommunitiesFilter } from './report-filters';
export { ReportCustomizerContext, type ReportCustomizerProps } from './report-customizer';
export { ReportDrillContext, type FigureDrill } from './report-drill';
export { reportPageQuery } from './report-rows-pager';

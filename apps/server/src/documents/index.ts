export { renderReport, type ReportFormat } from './render-report';
export type { ReportColumn, ReportData, ReportRow, RenderedDocument } from './report-data';
export { renderLettersPdf, type Letter, type LetterTable } from './render-letters';

export { printedFooter, sectionedPages } from './render-pdf';
export { renderReport, reportFileName, type ReportFormat } from './render-report';
export type { ReportColumn, ReportData, ReportRow, RenderedDocument } from './report-data';
export { mergeTemplateDocx, readTemplateDocx, type TemplateRead } from './docx-template';
export { templateBlocks, type LetterBlock, type LetterRun } from './docx-blocks';
export {
  EnvelopeWindows,
  renderEachLetterPdf,
  renderLetterPdf,
  renderLettersBuffer,
  writeLettersPdf,
  type LettersPdfOptions,
  type LettersPdfSummary,
  type PrintLetter,
} from './letter-pdf';
export { convertDocxToPdf, sofficePathFromEnv } from './soffice';
export { defaultTemplateDocx, defaultTemplateMergeCodes } from './default-templates';
export { type PackagePdfPart } from './package-files';
export { renderPackageJob, type PackageRenderJob, type PackageSheet } from './package-render-job';
export { packageRenderPool, type PackageRenderPool } from './package-render-pool';

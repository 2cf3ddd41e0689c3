import { renderPackagePdf, renderPackageWorkbook, type PackagePdfPart } from './package-files';
import type { ReportData } from './report-data';

/** A workbook sheet of a package: a report's, or an uploaded PDF's line in the contents. */
export type PackageSheet =
  { Type: 'Report'; title: string; report: ReportData } | { Type: 'Pdf'; title: string };

/**
 * What rendering one package file takes, all of it plain data (read from the database and the
 * file store beforehand), so that it can be rendered in this thread or handed to a worker.
 */
export type PackageRenderJob =
  | { Type: 'Pdf'; parts: PackagePdfPart[]; title: string; printedAt: string }
  | { Type: 'Xlsx'; sheets: PackageSheet[]; title: string };

/** Renders a package file: the PDF of its parts, or the workbook of its sheets. */
export function renderPackageJob(job: PackageRenderJob): Promise<Buffer> {
  return job.Type === 'Pdf'
    ? renderPackagePdf(job.parts, job.title, job.printedAt)
    : renderPackageWorkbook(job.sheets, job.title);
}

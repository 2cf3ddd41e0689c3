import { FileTypes, formatDateTime, ReportFormatId } from '@hoa/domain';
import type { RenderedDocument, ReportData } from './report-data';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import { renderXlsx } from './render-xlsx';

const xlsx = { extension: 'xlsx', contentType: FileTypes.Xlsx } as const;

// Excel xls (1) is answered with the Excel 2007+ workbook, named .xlsx: no maintained library
// writes the Excel 97 binary format, and every spreadsheet program in use opens xlsx
// (docs/decisions.md, "Excel xls is answered with xlsx").
const formats = {
  [ReportFormatId.Pdf]: { extension: 'pdf', contentType: FileTypes.Pdf },
  [ReportFormatId.Xls]: xlsx,
  [ReportFormatId.Xlsx]: xlsx,
  [ReportFormatId.Word]: { extension: 'docx', contentType: FileTypes.Docx },
} as const;

export type ReportFormat = keyof typeof formats;

/** The file name a report is rendered under in a format. */
export function reportFileName(report: ReportData, format: ReportFormat): string {
  return `${report.fileName.replace(/[^\w.-]+/g, '-')}.${formats[format].extension}`;
}

/** The one place report data becomes a file: PDF 0, xls 1 and xlsx 2 (both xlsx), Word 3 (spec 3 §9). */
export async function renderReport<F extends ReportFormat>(
  report: ReportData,
  format: F,
  printedAt: Date = new Date(),
): Promise<RenderedDocument<(typeof formats)[F]['contentType']>> {
  const { contentType } = formats[format];
  const body =
    format === ReportFormatId.Pdf
      ? await renderPdf(report, formatDateTime(printedAt))
      : format === ReportFormatId.Xls || format === ReportFormatId.Xlsx
        ? await renderXlsx(report)
        : await renderDocx(report);
  return { contentType, fileName: reportFileName(report, format), body };
}

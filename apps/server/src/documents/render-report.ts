import { formatDateTime, ReportFormatId } from '@hoa/domain';
import type { RenderedDocument, ReportData } from './report-data';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import { renderXls } from './render-xls';
import { renderXlsx } from './render-xlsx';

const formats = {
  [ReportFormatId.Pdf]: { extension: 'pdf', contentType: 'application/pdf' },
  [ReportFormatId.Xls]: { extension: 'xls', contentType: 'application/vnd.ms-excel' },
  [ReportFormatId.Xlsx]: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  [ReportFormatId.Word]: {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;

export type ReportFormat = keyof typeof formats;

/** The one place report data becomes a file: PDF 0, xls 1, xlsx 2, Word 3 (spec 3 §9). */
export async function renderReport(
  report: ReportData,
  format: ReportFormat,
  printedAt: Date = new Date(),
): Promise<RenderedDocument> {
  const { extension, contentType } = formats[format];
  const body =
    format === ReportFormatId.Pdf
      ? await renderPdf(report, formatDateTime(printedAt))
      : format === ReportFormatId.Xls
        ? renderXls(report)
        : format === ReportFormatId.Xlsx
          ? await renderXlsx(report)
          : await renderDocx(report);
  const safeName = report.fileName.replace(/[^\w.-]+/g, '-');
  return { contentType, fileName: `${safeName}.${extension}`, body };
}

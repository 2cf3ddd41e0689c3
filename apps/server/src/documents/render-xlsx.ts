import ExcelJS from 'exceljs';
import { cellNumber, moneyFormat } from './cell-format';
import type { ReportData } from './report-data';

/** Excel 2007+ workbook: title lines, a bold header row, numbers as numbers. */
export async function renderXlsx(report: ReportData): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addReportSheet(workbook, report, report.title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A report as one sheet of a workbook (a report's own, or one of a package's), under its name. */
export function addReportSheet(workbook: ExcelJS.Workbook, report: ReportData, name: string) {
  const sheet = workbook.addWorksheet(name, {
    pageSetup: {
      orientation: report.orientation ?? 'portrait',
      // Letter unless the settings ask for legal (8.5 x 14 in), Excel's paper size 5.
      ...((report.layout?.pageHeightPoints ?? 792) > 792
        ? { paperSize: 5 as ExcelJS.PaperSize }
        : {}),
    },
  });
  const size = report.layout?.fontPoints;
  sheet.addRow([report.title]).font = { bold: true, size: 13 };
  for (const line of report.subtitle) sheet.addRow([line]);
  sheet.addRow([]);
  const header = sheet.addRow(report.columns.map((c) => c.title));
  header.font = { bold: true };
  for (const row of report.rows) {
    const added = sheet.addRow(
      report.columns.map((c) => cellNumber(c.kind, row.cells[c.key] ?? null)),
    );
    if (row.style || size)
      added.font = { bold: row.style !== undefined, ...(size ? { size } : {}) };
    if (row.indent) added.getCell(1).alignment = { indent: row.indent };
  }
  report.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.kind === 'text' ? 36 : 16;
    if (c.kind === 'money') column.numFmt = moneyFormat;
  });
  for (const note of report.footnotes ?? []) sheet.addRow([note]);
}

import * as XLSX from 'xlsx';
import { cellNumber } from './cell-format';
import type { ReportData } from './report-data';

/** Excel 97–2003 (BIFF8) workbook for users whose tools still want .xls. */
export function renderXls(report: ReportData): Buffer {
  const rows: (string | number | null)[][] = [
    [report.title],
    ...report.subtitle.map((line) => [line]),
    [],
    report.columns.map((c) => c.title),
    ...report.rows.map((row) =>
      report.columns.map((c) => cellNumber(c.kind, row.cells[c.key] ?? null)),
    ),
    ...(report.footnotes ?? []).map((note) => [note]),
  ];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Report');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

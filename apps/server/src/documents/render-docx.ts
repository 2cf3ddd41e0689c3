import {
  AlignmentType,
  Document,
  Packer,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { cellText, isNumeric } from './cell-format';
import type { ReportData } from './report-data';

/** Word document: title, subtitle lines and the report table. */
export function renderDocx(report: ReportData): Promise<Buffer> {
  // Word sizes text in half points and pages in twentieths of a point.
  const size = (report.layout?.fontPoints ?? 8) * 2;
  const page = report.layout
    ? { width: report.layout.pageWidthPoints * 20, height: report.layout.pageHeightPoints * 20 }
    : {};
  const cell = (text: string, numeric: boolean, bold: boolean) =>
    new TableCell({
      children: [
        new Paragraph({
          alignment: numeric ? AlignmentType.RIGHT : AlignmentType.LEFT,
          children: [new TextRun({ text, bold, size })],
        }),
      ],
    });
  const table = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: report.columns.map((c) => cell(c.title, isNumeric(c.kind), true)),
      }),
      ...report.rows.map(
        (row) =>
          new TableRow({
            children: report.columns.map((c) =>
              cell(
                cellText(c.kind, row.cells[c.key] ?? null),
                isNumeric(c.kind),
                row.style !== undefined,
              ),
            ),
          }),
      ),
    ],
  });
  const document = new Document({
    title: report.title,
    sections: [
      {
        properties: {
          page: {
            size: {
              ...page,
              orientation:
                report.orientation === 'landscape'
                  ? PageOrientation.LANDSCAPE
                  : PageOrientation.PORTRAIT,
            },
          },
        },
        children: [
          new Paragraph({ children: [new TextRun({ text: report.title, bold: true, size: 26 })] }),
          ...report.subtitle.map(
            (line) => new Paragraph({ children: [new TextRun({ text: line, size: 18 })] }),
          ),
          table,
          ...(report.footnotes ?? []).map(
            (note) => new Paragraph({ children: [new TextRun({ text: note, size: 14 })] }),
          ),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

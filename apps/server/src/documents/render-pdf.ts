import pdfmake from 'pdfmake';
import type {
  Content,
  CustomTableLayout,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { cellText, isNumeric } from './cell-format';
import type { ReportData } from './report-data';
import { reuseStandardFontMetrics } from './standard-font-metrics';

// The standard PDF fonts need no font files on disk.
const helvetica = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
pdfmake.setFonts({ Helvetica: helvetica });
// No file or URL is ever read while rendering, only the built-in font names.
const builtInFonts = new Set<string>(Object.values(helvetica));
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((name) => builtInFonts.has(name));
// Their metrics are parsed once per thread, not once per document.
reuseStandardFontMetrics();

/**
 * The footer of a document's pages: when it was printed, and the page of how many (left out for
 * a part of a report package, whose pages are numbered across the whole file).
 */
export function printedFooter(
  printedAt: string,
  pageNumbers = true,
): TDocumentDefinitions['footer'] {
  return (page: number, pages: number) => ({
    columns: [
      { text: `Printed ${printedAt}`, fontSize: 7, color: '#666666' },
      pageNumbers
        ? {
            text: `Page ${String(page)} of ${String(pages)}`,
            alignment: 'right',
            fontSize: 7,
            color: '#666666',
          }
        : { text: '' },
    ],
    margin: [36, 10, 36, 0],
  });
}

/** A document of titled sections on letter pages (a report of several tables, a case file). */
export const sectionedPages = {
  pageSize: 'LETTER',
  pageMargins: [36, 36, 36, 40],
  defaultStyle: { font: 'Helvetica', fontSize: 8 },
  styles: {
    title: { fontSize: 13, bold: true },
    subtitle: { fontSize: 9, color: '#444444' },
    section: { fontSize: 10, bold: true, margin: [0, 12, 0, 4] },
    note: { fontSize: 8, color: '#666666' },
  },
} as const satisfies Omit<TDocumentDefinitions, 'content'>;

/** A report on 8.5 × 11 inch pages (spec 3 §9), header row repeated on every page. */
export async function renderPdf(
  report: ReportData,
  printedAt: string,
  pageNumbers = true,
): Promise<Buffer> {
  const header: TableCell[] = report.columns.map((c) => ({
    text: c.title,
    bold: true,
    alignment: isNumeric(c.kind) ? 'right' : 'left',
    fillColor: '#eef0f4',
  }));
  const body: TableCell[][] = [
    header,
    ...report.rows.map((row) =>
      report.columns.map((c, i): TableCell => ({
        text: cellText(c.kind, row.cells[c.key] ?? null),
        alignment: isNumeric(c.kind) ? 'right' : 'left',
        bold: row.style !== undefined,
        margin: [i === 0 ? (row.indent ?? 0) * 8 : 0, 0, 0, 0],
        border: [false, row.style === 'total', false, false],
      })),
    ),
  ];
  const content: Content[] = [
    { text: report.title, style: 'title' },
    ...report.subtitle.map((line): Content => ({ text: line, style: 'subtitle' })),
    {
      margin: [0, 10, 0, 0],
      table: {
        headerRows: 1,
        widths: columnWidths(report),
        body,
      },
      layout: tableLayout,
    },
    ...(report.footnotes ?? []).map((note): Content => ({ text: note, style: 'note' })),
  ];
  const definition: TDocumentDefinitions = {
    pageSize: report.layout
      ? { width: report.layout.pageWidthPoints, height: report.layout.pageHeightPoints }
      : 'LETTER',
    pageOrientation: report.orientation ?? 'portrait',
    pageMargins: [36, 36, 36, 40],
    // Wide tables (period columns) print a point smaller so month headings stay on one line,
    // unless the user's settings give the font size.
    defaultStyle: {
      font: 'Helvetica',
      fontSize: report.layout?.fontPoints ?? (report.columns.length > 10 ? 7 : 8),
    },
    styles: {
      title: { fontSize: 13, bold: true },
      subtitle: { fontSize: 9, color: '#444444' },
      note: { fontSize: 7, color: '#666666', margin: [0, 6, 0, 0] },
    },
    footer: printedFooter(printedAt, pageNumbers),
    content,
    info: { title: report.title },
  };
  return pdfmake.createPdf(definition).getBuffer();
}

/** Cell padding between columns, in points on each side. */
const cellPadding = 3;

/** Light horizontal rules, a heavier one under the header, no vertical lines. */
const tableLayout: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : i === 1 ? 1 : 0.5),
  vLineWidth: () => 0,
  hLineColor: (i) => (i === 1 ? '#000000' : '#aaaaaa'),
  paddingLeft: (i) => (i === 0 ? 0 : cellPadding),
  paddingRight: (i, node) => (i === (node.table.widths?.length ?? 1) - 1 ? 0 : cellPadding),
};

/** Column widths in points, shared out of the printable width by the columns' relative widths. */
function columnWidths(report: ReportData): number[] {
  const { pageWidthPoints = 612, pageHeightPoints = 792 } = report.layout ?? {};
  const page = report.orientation === 'landscape' ? pageHeightPoints : pageWidthPoints;
  const printable = page - 72 - (report.columns.length - 1) * 2 * cellPadding;
  const weights = report.columns.map((c) => c.width ?? (c.kind === 'text' ? 2 : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.floor((printable * w) / total));
}

import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { LabelSheet } from '@hoa/domain';
// Importing the report renderer sets pdfmake's fonts and its no-file, no-URL access policy.
import '../../documents/render-pdf';

// Avery 5160 / 8160 on US Letter, in points: labels 2 5/8 × 1 inch, 3 across with 1/8 inch
// between them, 10 down; 1/2 inch top margin, 3/16 inch side margins.
const label = { width: 189, height: 72, gap: 9 } as const;
const sheet = { top: 36, side: 13.5 } as const;
/** Lines and characters a label holds at 9 points. */
const maxLines = 5;
const maxChars = 38;

const fit = (line: string) => (line.length > maxChars ? `${line.slice(0, maxChars - 1)}…` : line);

function labelCell(lines: readonly string[] | undefined): TableCell {
  if (!lines) return { text: '' };
  return {
    stack: lines.slice(0, maxLines).map((line, i): Content => ({ text: fit(line), bold: i === 0 })),
    margin: [12, 12, 6, 0],
  };
}

function pageTable(cells: readonly (readonly string[] | undefined)[], first: boolean): Content {
  const rows: TableCell[][] = Array.from({ length: LabelSheet.rows }, (_, r) =>
    Array.from({ length: LabelSheet.columns }, (_, c) => c).flatMap((c): TableCell[] => {
      const cell = labelCell(cells[r * LabelSheet.columns + c]);
      return c === 0 ? [cell] : [{ text: '' }, cell];
    }),
  );
  return {
    ...(first ? {} : { pageBreak: 'before' as const }),
    table: {
      widths: [label.width, label.gap, label.width, label.gap, label.width],
      heights: label.height,
      dontBreakRows: true,
      body: rows,
    },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingLeft: () => 0,
      paddingRight: () => 0,
      paddingTop: () => 0,
      paddingBottom: () => 0,
    },
  };
}

/**
 * Labels, one list of lines each, on Avery 5160 sheets: across then down, starting at
 * `startPosition` (1 to 30) of the first sheet so a part-used sheet can be finished.
 */
export function renderLabelsPdf(
  labels: readonly (readonly string[])[],
  startPosition: number,
): Promise<Buffer> {
  const cells: (readonly string[] | undefined)[] = [
    ...Array.from({ length: startPosition - 1 }, () => undefined),
    ...labels,
  ];
  const pages: Content[] = [];
  for (let i = 0; i < cells.length; i += LabelSheet.perPage) {
    pages.push(pageTable(cells.slice(i, i + LabelSheet.perPage), i === 0));
  }
  const definition: TDocumentDefinitions = {
    pageSize: 'LETTER',
    pageMargins: [sheet.side, sheet.top, sheet.side, 18],
    defaultStyle: { font: 'Helvetica', fontSize: 9, lineHeight: 1.1 },
    content: pages,
    info: { title: 'Labels' },
  };
  return pdfmake.createPdf(definition).getBuffer();
}

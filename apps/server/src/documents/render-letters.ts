import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
// Importing the report renderer sets pdfmake's fonts and its no-file, no-URL access policy.
import './render-pdf';

/** A letter to an owner: a heading, an address block, paragraphs and small tables. */
export interface Letter {
  /** Sender lines at the top: company, community. */
  from: string[];
  date: string;
  /** Addressee lines: name, street, city. */
  to: string[];
  subject: string;
  paragraphs: string[];
  tables: LetterTable[];
  closing: string[];
}

export interface LetterTable {
  title: string;
  columns: { title: string; alignRight?: boolean }[];
  rows: string[][];
}

function tableContent(table: LetterTable): Content[] {
  const header: TableCell[] = table.columns.map((c) => ({
    text: c.title,
    bold: true,
    alignment: c.alignRight ? 'right' : 'left',
    fillColor: '#eef0f4',
  }));
  const body: TableCell[][] = [
    header,
    ...table.rows.map((row) =>
      row.map((cell, i): TableCell => ({
        text: cell,
        alignment: table.columns[i]?.alignRight ? 'right' : 'left',
      })),
    ),
  ];
  return [
    { text: table.title, bold: true, margin: [0, 12, 0, 4] },
    {
      table: { headerRows: 1, widths: table.columns.map(() => '*'), body },
      layout: 'lightHorizontalLines',
    },
  ];
}

function letterContent(letter: Letter, first: boolean): Content[] {
  return [
    {
      stack: letter.from.map((line, i) => ({
        text: line,
        bold: i === 0,
        fontSize: i === 0 ? 12 : 9,
      })),
      ...(first ? {} : { pageBreak: 'before' as const }),
    },
    { text: letter.date, margin: [0, 18, 0, 12] },
    { stack: letter.to.map((line) => ({ text: line })) },
    { text: letter.subject, bold: true, fontSize: 12, margin: [0, 18, 0, 8] },
    ...letter.paragraphs.map((p): Content => ({ text: p, margin: [0, 0, 0, 8] })),
    ...letter.tables.flatMap(tableContent),
    { stack: letter.closing.map((line) => ({ text: line })), margin: [0, 18, 0, 0] },
  ];
}

/** Letters on 8.5 × 11 inch pages, each starting on a new page, in one PDF. */
export function renderLettersPdf(letters: readonly Letter[], title: string): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    pageSize: 'LETTER',
    pageMargins: [54, 54, 54, 54],
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    content: letters.flatMap((letter, i) => letterContent(letter, i === 0)),
    info: { title },
  };
  return pdfmake.createPdf(definition).getBuffer();
}

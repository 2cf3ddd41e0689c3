import pdfmake from 'pdfmake';
import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  amountInWords,
  checkMemo,
  formatCents,
  formatDate,
  micrLine,
  MicrTextSubstitutes,
} from '@hoa/domain';
// Importing the report renderer sets pdfmake's fonts and its no-file, no-URL access policy.
import '../../documents/render-pdf';
import { micrTextStyle } from './micr-font';

export interface PrintedCheck {
  checkNumber: string;
  checkDate: string;
  payee: string;
  payeeAddress: string[];
  amountCents: number;
  /** Credit memos taken off the check. */
  creditCents?: number;
  invoices: { invoiceNumber: string; invoiceDate: string | null; amountCents: number }[];
}

export interface CheckStock {
  communityName: string;
  bankName: string;
  accountName: string;
  routingNumber: string;
  accountNumber: string;
  /** Authorized signatures 1 and 2 as data: URLs. */
  signatures: (string | null)[];
}

export type CheckLayout = 'ThreePerPage' | 'WithStub';

const width = 540;
const checkHeight = 228;

// The MICR line in the E-13B font of MICR_FONT (micr-font.ts), else in Helvetica.
function micr(stock: CheckStock, check: PrintedCheck): Content {
  return {
    text: micrLine(
      {
        checkNumber: check.checkNumber,
        routingNumber: stock.routingNumber,
        accountNumber: stock.accountNumber,
      },
      MicrTextSubstitutes,
    ),
    fontSize: 12,
    ...micrTextStyle(),
    alignment: 'center',
    margin: [0, 8, 0, 0],
  };
}

function signatureColumn(stock: CheckStock): Column {
  const images = stock.signatures.filter((s): s is string => s !== null);
  return {
    width: 200,
    stack: [
      ...images.map((image): Content => ({ image, fit: [180, 32], alignment: 'center' })),
      { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 200, y2: 2, lineWidth: 0.75 }] },
      { text: 'Authorized signature', fontSize: 7, alignment: 'center', color: '#444444' },
    ],
  };
}

function checkFace(stock: CheckStock, check: PrintedCheck): Content {
  const memo = checkMemo(check.invoices.map((i) => i.invoiceNumber));
  const face: Content = {
    stack: [
      {
        columns: [
          {
            stack: [
              { text: stock.communityName, bold: true, fontSize: 11 },
              { text: stock.accountName, fontSize: 8 },
            ],
          },
          { text: stock.bankName, alignment: 'center', fontSize: 9, bold: true },
          { text: check.checkNumber, alignment: 'right', bold: true, fontSize: 12 },
        ],
      },
      {
        text: `Date  ${formatDate(check.checkDate)}`,
        alignment: 'right',
        margin: [0, 6, 0, 0],
      },
      {
        margin: [0, 10, 0, 0],
        columns: [
          { width: 70, text: 'PAY TO THE\nORDER OF', fontSize: 7 },
          { width: '*', text: check.payee, bold: true, fontSize: 11 },
          {
            width: 110,
            table: {
              widths: ['*'],
              body: [[{ text: formatCents(check.amountCents), bold: true, alignment: 'right' }]],
            },
          },
        ],
      },
      {
        text: `${amountInWords(check.amountCents)} ${'*'.repeat(10)}`,
        margin: [0, 8, 0, 0],
      },
      {
        margin: [70, 6, 0, 0],
        stack: check.payeeAddress.map((line): Content => ({ text: line, fontSize: 8 })),
      },
      {
        margin: [0, 10, 0, 0],
        columns: [{ width: '*', text: `Memo  ${memo}`, fontSize: 8 }, signatureColumn(stock)],
      },
      micr(stock, check),
    ],
  };
  return {
    table: { widths: [width - 8], heights: [checkHeight], body: [[face]] },
    layout: 'noBorders',
    unbreakable: true,
  };
}

function stub(stock: CheckStock, check: PrintedCheck): Content {
  const body: TableCell[][] = [
    [
      { text: 'Invoice', bold: true },
      { text: 'Date', bold: true },
      { text: 'Amount', bold: true, alignment: 'right' },
    ],
    ...check.invoices.map((i): TableCell[] => [
      i.invoiceNumber,
      i.invoiceDate ? formatDate(i.invoiceDate) : '',
      { text: formatCents(i.amountCents), alignment: 'right' },
    ]),
    ...((check.creditCents
      ? [
          [
            'Credit memos applied',
            '',
            { text: formatCents(-check.creditCents), alignment: 'right' },
          ],
        ]
      : []) as TableCell[][]),
    [
      { text: 'Check total', bold: true },
      '',
      { text: formatCents(check.amountCents), bold: true, alignment: 'right' },
    ],
  ];
  return {
    margin: [0, 18, 0, 0],
    stack: [
      {
        columns: [
          { text: `${stock.communityName} — ${stock.accountName}`, bold: true },
          {
            text: `Check ${check.checkNumber}  ${formatDate(check.checkDate)}`,
            alignment: 'right',
          },
        ],
      },
      { text: check.payee, margin: [0, 2, 0, 4] },
      { table: { headerRows: 1, widths: [160, 80, '*'], body }, layout: 'lightHorizontalLines' },
    ],
  };
}

/** One PDF of all checks of a run: one per page with its stub, or three to a page. */
export async function renderChecks(
  stock: CheckStock,
  checks: readonly PrintedCheck[],
  layout: CheckLayout,
): Promise<Buffer> {
  const content: Content[] = checks.map((check, i): Content => {
    const breakBefore = i > 0 && (layout === 'WithStub' || i % 3 === 0);
    const parts: Content[] =
      layout === 'WithStub'
        ? [checkFace(stock, check), stub(stock, check), stub(stock, check)]
        : [checkFace(stock, check)];
    return { stack: parts, ...(breakBefore ? { pageBreak: 'before' as const } : {}) };
  });
  const definition: TDocumentDefinitions = {
    pageSize: 'LETTER',
    pageMargins: [36, 24, 36, 24],
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    info: { title: `Checks ${checks[0]?.checkNumber ?? ''}` },
    content,
  };
  return pdfmake.createPdf(definition).getBuffer();
}

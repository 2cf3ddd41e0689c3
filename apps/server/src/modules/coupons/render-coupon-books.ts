import pdfmake from 'pdfmake';
import type {
  Column,
  Content,
  ContentText,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { formatCents, formatDate } from '@hoa/domain';
// Importing the report renderer sets pdfmake's fonts and its no-file, no-URL access policy.
import '../../documents/render-pdf';
import { cutLine, moneyCell } from '../statements/index';
import type { CouponBook, PrintedCoupon } from './coupon-books';

/** Three coupons to a US Letter page, each 240 points tall with its cut line. */
export const CouponsPerPage = 3;
const width = 540;
const couponHeight = 226;

const small = (text: string): ContentText => ({ text, fontSize: 7, color: '#555555' });
const blank = (label: string): Content => ({
  text: `${label} ______________`,
  fontSize: 9,
  margin: [0, 14, 0, 0],
});

/** The part the owner keeps. */
function stub(book: CouponBook, c: PrintedCoupon): Column {
  return {
    width: 140,
    stack: [
      small('KEEP FOR YOUR RECORDS'),
      { text: book.remit.communityName, bold: true, fontSize: 10, margin: [0, 6, 0, 10] },
      {
        fontSize: 9,
        lineHeight: 1.4,
        stack: [
          `Account ${book.owner.accountNumber ?? ''}`,
          `Due ${formatDate(c.DueDate)}`,
          { text: `Amount ${formatCents(c.AmountCents)}`, bold: true },
        ],
      },
      blank('Check #'),
      blank('Date paid'),
      blank('Amount paid'),
    ],
  };
}

/** The part returned with the payment, its scan line at the foot. */
function remittance(book: CouponBook, c: PrintedCoupon, count: number): Column {
  const o = book.owner;
  const facts: TableCell[][] = [
    [
      { text: 'Account number', fontSize: 7, color: '#555555' },
      { text: 'Due date', fontSize: 7, color: '#555555' },
      { text: 'Amount due', fontSize: 7, color: '#555555', alignment: 'right' },
      { text: 'Amount enclosed', fontSize: 7, color: '#555555', alignment: 'right' },
    ],
    [
      { text: o.accountNumber ?? '', bold: true },
      { text: formatDate(c.DueDate), bold: true },
      { ...moneyCell(c.AmountCents), bold: true },
      { text: '$ ____________', alignment: 'right' },
    ],
  ];
  return {
    width: '*',
    stack: [
      {
        columns: [
          { text: book.remit.communityName, bold: true, fontSize: 12 },
          {
            text: `Coupon ${String(c.Sequence)} of ${String(count)}`,
            alignment: 'right',
            fontSize: 8,
          },
        ],
      },
      small(c.CodeAliases.length > 0 ? `For ${c.CodeAliases.join(', ')}` : 'No charges due'),
      {
        margin: [0, 12, 0, 14],
        fontSize: 11,
        table: { widths: ['*', 70, 80, 100], body: facts },
        layout: {
          hLineWidth: (i) => (i === 2 ? 0.5 : 0),
          vLineWidth: () => 0,
        },
      },
      {
        columns: [
          {
            width: '*',
            stack: [
              small('FROM'),
              { text: o.name, fontSize: 10 },
              { text: o.propertyAddress, fontSize: 10 },
            ],
          },
          {
            width: 190,
            stack: [
              small('REMIT TO'),
              { text: book.remit.communityName, fontSize: 10 },
              ...book.remit.addressLines.map((line): Content => ({ text: line, fontSize: 10 })),
            ],
          },
        ],
      },
      {
        ...small(`Make checks payable to ${book.remit.communityName}. Do not staple or fold.`),
        margin: [0, 12, 0, 0],
      },
      {
        text: c.scanLine,
        fontSize: 13,
        characterSpacing: 1.5,
        alignment: 'right',
        margin: [0, 54, 0, 0],
      },
    ],
  };
}

function couponContent(book: CouponBook, c: PrintedCoupon, breakBefore: boolean): Content {
  return {
    ...(breakBefore ? { pageBreak: 'before' as const } : {}),
    stack: [
      {
        table: {
          widths: [width],
          heights: couponHeight,
          body: [
            [
              {
                columns: [
                  stub(book, c),
                  {
                    width: 1,
                    canvas: [
                      {
                        type: 'line',
                        x1: 0,
                        y1: 0,
                        x2: 0,
                        y2: couponHeight - 12,
                        dash: { length: 4, space: 3 },
                        lineWidth: 0.75,
                        lineColor: '#666666',
                      },
                    ],
                  },
                  remittance(book, c, book.coupons.length),
                ],
                columnGap: 12,
              },
            ],
          ],
        },
        layout: 'noBorders',
      },
      cutLine(width),
    ],
    margin: [0, 0, 0, 8],
  };
}

/** Coupon books, each starting on a new page, three coupons to a page between cut lines. */
export function renderCouponBooksPdf(books: readonly CouponBook[]): Promise<Buffer> {
  const content = books.flatMap((book, b) =>
    book.coupons.map((c, i) => couponContent(book, c, i % CouponsPerPage === 0 && b + i > 0)),
  );
  const definition: TDocumentDefinitions = {
    pageSize: 'LETTER',
    pageMargins: [36, 24, 36, 24],
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    content,
    info: { title: 'Coupon books' },
  };
  return pdfmake.createPdf(definition).getBuffer();
}

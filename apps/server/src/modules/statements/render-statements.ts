import pdfmake from 'pdfmake';
import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatCents, formatDate } from '@hoa/domain';
// Importing the report renderer sets pdfmake's fonts and its no-file, no-URL access policy.
import '../../documents/render-pdf';
import { cutLine, moneyCell } from './pdf-parts';
import type { Statement } from './statement-data';

const header = (texts: string[], rightFrom: number): TableCell[] =>
  texts.map((text, i) => ({
    text,
    bold: true,
    fillColor: '#eef0f4',
    alignment: i >= rightFrom ? 'right' : 'left',
  }));

function activityTable(s: Statement): Content {
  const body: TableCell[][] = [
    header(['Date', 'Description', 'Code', 'Charges', 'Credits', 'Balance'], 3),
    [
      formatDate(s.startDate),
      { text: 'Balance forward', italics: true },
      '',
      '',
      '',
      moneyCell(s.openingCents),
    ],
    ...s.lines.map((l): TableCell[] => [
      formatDate(l.postDate),
      l.description,
      l.codeAlias,
      l.amountCents > 0 ? moneyCell(l.amountCents) : '',
      l.amountCents < 0 ? moneyCell(-l.amountCents) : '',
      moneyCell(l.balanceCents),
    ]),
    [
      formatDate(s.statementDate),
      { text: 'Ending balance', bold: true },
      '',
      '',
      '',
      { ...moneyCell(s.closingCents), bold: true },
    ],
  ];
  return {
    table: { headerRows: 1, widths: [56, '*', 40, 64, 64, 68], body },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}

function balancesTable(s: Statement): Column {
  const rows: TableCell[][] =
    s.codeBalances.length === 0
      ? [[{ text: 'No balance on any code.', colSpan: 3, italics: true }, '', '']]
      : s.codeBalances.map((b) => [b.codeAlias, b.codeName, moneyCell(b.balanceCents)]);
  return {
    width: 260,
    table: {
      headerRows: 1,
      widths: [46, '*', 70],
      body: [header(['Code', 'Balance by code', 'Balance'], 2), ...rows],
    },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}

const amountDue = (s: Statement) => Math.max(0, s.closingCents);

function dueBox(s: Statement): Column {
  const credit = s.closingCents < 0;
  return {
    width: '*',
    stack: [
      { text: 'Amount due', bold: true, fontSize: 11, alignment: 'right' },
      { text: formatCents(amountDue(s)), bold: true, fontSize: 18, alignment: 'right' },
      {
        text: credit
          ? `Credit balance of ${formatCents(-s.closingCents)}: no payment is due.`
          : 'Due upon receipt.',
        fontSize: 9,
        alignment: 'right',
        color: '#444444',
      },
    ],
  };
}

function remittanceStub(s: Statement): Content {
  const o = s.owner;
  return {
    unbreakable: true,
    margin: [0, 24, 0, 0],
    stack: [
      cutLine(504),
      {
        text: 'Please detach and return this portion with your payment.',
        fontSize: 8,
        color: '#444444',
        margin: [0, 4, 0, 8],
      },
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: s.remit.communityName, bold: true },
              { text: 'Remittance', fontSize: 9, margin: [0, 0, 0, 6] },
              { text: o.name },
              { text: `Account ${o.accountNumber ?? ''}`.trim() },
              { text: o.propertyAddress, fontSize: 9 },
            ],
          },
          {
            width: 230,
            table: {
              widths: ['*', 90],
              body: [
                ['Statement date', { text: formatDate(s.statementDate), alignment: 'right' }],
                ['Amount due', { ...moneyCell(amountDue(s)), bold: true }],
                ['Amount enclosed', { text: '$', alignment: 'left' }],
              ],
            },
            fontSize: 10,
          },
        ],
      },
      {
        margin: [0, 10, 0, 0],
        fontSize: 9,
        stack: [
          `Make checks payable to ${s.remit.communityName} and write your account number on the check.`,
          ...(s.remit.addressLines.length > 0
            ? [`Mail to: ${[s.remit.communityName, ...s.remit.addressLines].join(', ')}`]
            : []),
        ],
      },
    ],
  };
}

function statementContent(s: Statement, first: boolean): Content[] {
  const o = s.owner;
  return [
    {
      ...(first ? {} : { pageBreak: 'before' as const }),
      columns: [
        {
          width: '*',
          stack: [
            { text: s.remit.communityName, bold: true, fontSize: 13 },
            { text: `Managed by ${s.remit.companyName}`, fontSize: 9 },
            ...s.remit.addressLines.map((line): Content => ({ text: line, fontSize: 9 })),
          ],
        },
        {
          width: 200,
          stack: [
            { text: 'STATEMENT', bold: true, fontSize: 16, alignment: 'right' },
            {
              margin: [0, 4, 0, 0],
              table: {
                widths: ['*', 'auto'],
                body: [
                  ['Statement date', { text: formatDate(s.statementDate), alignment: 'right' }],
                  ['Account', { text: o.accountNumber ?? '', alignment: 'right' }],
                  ['Property', { text: o.propertyAddress, alignment: 'right' }],
                ],
              },
              layout: 'noBorders',
              fontSize: 9,
            },
          ],
        },
      ],
    },
    {
      margin: [18, 30, 0, 24],
      stack: [o.name, ...o.mailingLines].map((line): Content => ({ text: line })),
    },
    ...(s.message ? [{ text: s.message, italics: true, margin: [0, 0, 0, 10] } as Content] : []),
    {
      text: `Account activity from ${formatDate(s.startDate)} to ${formatDate(s.statementDate)}`,
      bold: true,
      margin: [0, 0, 0, 4],
    },
    activityTable(s),
    { margin: [0, 14, 0, 0], columns: [balancesTable(s), dueBox(s)] },
    remittanceStub(s),
  ];
}

/** Statements on US Letter, each starting on a new page, its remittance stub at its end. */
export function renderStatementsPdf(statements: readonly Statement[]): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    pageSize: 'LETTER',
    pageMargins: [54, 48, 54, 48],
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    content: statements.flatMap((s, i) => statementContent(s, i === 0)),
    info: { title: 'Statements' },
  };
  return pdfmake.createPdf(definition).getBuffer();
}

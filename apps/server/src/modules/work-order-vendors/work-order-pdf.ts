import { formatCents, formatDate, formatDateTime } from '@hoa/domain';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
// The documents module sets pdfmake's fonts and its file access policy.
import { printedFooter, sectionedPages } from '../../documents/index';
import type { WorkOrderFacts } from './work-order-facts';

const fact = (label: string, value: string | null): Content => ({
  text: [{ text: `${label}: `, bold: true }, value && value !== '' ? value : '—'],
  margin: [0, 1, 0, 1],
});

const block = (title: string, text: string): Content[] => [
  { text: title, style: 'section' },
  { text: text === '' ? '—' : text, fontSize: 9 },
];

const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });

/** The cost items with their total, billable and not, in dollars and cents. */
function estimate(facts: WorkOrderFacts): Content[] {
  const heading: Content = { text: 'Cost items (estimate)', style: 'section' };
  if (facts.CostItems.length === 0) return [heading, { text: 'None.', style: 'note' }];
  const total = facts.CostItems.reduce((sum, c) => sum + c.AmountCents, 0);
  const billable = facts.CostItems.filter((c) => c.IsBillable).reduce(
    (sum, c) => sum + c.AmountCents,
    0,
  );
  const header = ['Type', 'Description', 'Quantity', 'Rate', 'Amount', 'Billable'].map(
    (title, k): TableCell => ({
      text: title,
      bold: true,
      fillColor: '#eef0f4',
      alignment: k >= 2 && k <= 4 ? 'right' : 'left',
    }),
  );
  const rows = facts.CostItems.map((c): TableCell[] => [
    c.Kind,
    c.Description,
    right(c.Quantity),
    right(formatCents(c.RateCents)),
    right(formatCents(c.AmountCents)),
    c.IsBillable ? 'Yes' : 'No',
  ]);
  const totals = (label: string, cents: number): TableCell[] => [
    { text: label, bold: true, colSpan: 4 },
    '',
    '',
    '',
    right(formatCents(cents), true),
    '',
  ];
  return [
    heading,
    {
      table: {
        headerRows: 1,
        widths: [50, '*', 50, 60, 70, 40],
        body: [
          header,
          ...rows,
          totals('Total', total),
          totals('Billable to the owner', billable),
          totals('Not billable', total - billable),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

/**
 * The work order (issue 22, part 5): the company and community, "Work order <id>", its day and
 * target day, whom it is issued and assigned to, where the work is, the work itself, the cost
 * items with their totals, and the service request it came from.
 */
export function workOrderDefinition(facts: WorkOrderFacts, printedAt: Date): TDocumentDefinitions {
  const issuedTo = facts.VendorName
    ? [facts.VendorName, ...facts.VendorAddress].join(', ')
    : facts.IssuedToUserName;
  const content: Content[] = [
    { text: facts.CompanyName, style: 'subtitle' },
    { text: `Work order ${String(facts.ItemId)}`, style: 'title' },
    { text: facts.CommunityName, style: 'subtitle' },
    {
      margin: [0, 8, 0, 0],
      columns: [
        {
          width: '*',
          stack: [
            fact('Date', formatDate(facts.WorkOrderDate)),
            fact('Target date', facts.TargetDate ? formatDate(facts.TargetDate) : null),
            fact('Issued to', issuedTo),
            fact('Assigned to', facts.AssignedUserName),
          ],
        },
        {
          width: '*',
          stack: [
            fact('Property', facts.PropertyAddress),
            fact('Owner', facts.OwnerName),
            fact('Amenity', facts.AmenityName),
            fact('Job location', facts.JobLocation),
          ],
        },
      ],
    },
    ...block('Summary work description', facts.Summary),
    ...block('Detail description', facts.DetailDescription),
    ...block('Action needed', facts.ActionNeeded),
    ...estimate(facts),
    { text: 'Service request', style: 'section' },
    facts.ServiceRequestItemId === null
      ? { text: 'None: the work order was not made from a service request.', style: 'note' }
      : {
          text: [
            { text: `Service request ${String(facts.ServiceRequestItemId)}`, bold: true },
            facts.ServiceRequestReceivedOn
              ? `, received ${formatDate(facts.ServiceRequestReceivedOn)}`
              : '',
            `: ${facts.ServiceRequestDescription ?? ''}`,
          ],
          fontSize: 9,
        },
  ];
  return {
    ...sectionedPages,
    footer: printedFooter(formatDateTime(printedAt)),
    content,
    info: { title: `Work order ${String(facts.ItemId)}` },
  };
}

/** The work order as a PDF. */
export function renderWorkOrderPdf(facts: WorkOrderFacts, printedAt: Date): Promise<Buffer> {
  return pdfmake.createPdf(workOrderDefinition(facts, printedAt)).getBuffer();
}

/** The PDF's file name. */
export const workOrderPdfName = (itemId: number) => `Work order ${String(itemId)}.pdf`;

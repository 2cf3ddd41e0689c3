import type { ReportColumn, ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { money } from '../ar-reports/index';
import { apScope, asOfLine, plural, totalRow, vendorColumn, type ApQuery } from './ap-report-scope';
import { openInvoices } from './open-invoices';

const columns: ReportColumn[] = [
  vendorColumn,
  { key: 'invoice', title: 'Invoice #', kind: 'text', width: 1.2 },
  { key: 'invoiceDate', title: 'Invoice date', kind: 'date' },
  { key: 'dueDate', title: 'Due date', kind: 'date' },
  money('total', 'Invoice total'),
  money('paid', 'Paid'),
  money('open', 'Open'),
];

/** AP open items: the approved invoices not paid in full as of a date, with totals. */
export async function apOpenItems(ctx: RequestContext, q: ApQuery): Promise<ReportData> {
  const s = await apScope(ctx, q);
  const open = await openInvoices(ctx, s.communityAgentId, s.asOfDate);
  return {
    title: 'AP Open Items',
    subtitle: [...s.heading, asOfLine(s)],
    columns,
    rows: [
      ...open.map((inv) => ({
        cells: {
          vendor: inv.vendor,
          invoice: inv.invoiceNumber,
          invoiceDate: inv.invoiceDate,
          dueDate: inv.dueDate,
          total: inv.total,
          paid: inv.paid,
          open: inv.open,
        },
      })),
      totalRow(`Total: ${plural(open.length, 'invoice')}`, 'vendor', open, {
        total: (r) => r.total,
        paid: (r) => r.paid,
        open: (r) => r.open,
      }),
    ],
    orientation: 'landscape',
    fileName: `AP Open Items ${s.community} ${s.asOfDate}`,
  };
}

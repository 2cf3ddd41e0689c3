import { apAgingBucket, ApAgingBuckets } from '@hoa/domain';
import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { money } from '../ar-reports/index';
import { apScope, asOfLine, groupBy, plural, type ApQuery } from './ap-report-scope';
import { openInvoices, type OpenInvoice } from './open-invoices';

const columns: ReportColumn[] = [
  { key: 'vendor', title: 'Vendor / Invoice', kind: 'text', width: 2.2 },
  { key: 'invoiceDate', title: 'Invoice date', kind: 'date' },
  { key: 'dueDate', title: 'Due date', kind: 'date' },
  ...ApAgingBuckets.map((b) => money(b.Key, b.Title)),
  money('total', 'Total'),
];

/** Aged open items: each vendor's open invoices by days past due, vendor and grand totals. */
export async function agedOpenItems(ctx: RequestContext, q: ApQuery): Promise<ReportData> {
  const s = await apScope(ctx, q);
  const open = await openInvoices(ctx, s.communityAgentId, s.asOfDate);
  const bucketOf = (row: OpenInvoice) => apAgingBucket(row.dueDate, s.asOfDate);
  const sums = (rows: readonly OpenInvoice[]) => {
    const cells: ReportRow['cells'] = {};
    for (const b of ApAgingBuckets) {
      cells[b.Key] = rows.reduce((sum, row) => sum + (bucketOf(row) === b.Key ? row.open : 0), 0);
    }
    cells.total = rows.reduce((sum, row) => sum + row.open, 0);
    return cells;
  };
  const rows: ReportRow[] = [];
  for (const vendor of groupBy(open, (row) => row.vendorAgentId)) {
    const first = vendor[0];
    if (!first) continue;
    rows.push({ cells: { vendor: first.vendor }, style: 'section' });
    for (const inv of vendor) {
      rows.push({
        cells: {
          vendor: inv.invoiceNumber,
          invoiceDate: inv.invoiceDate,
          dueDate: inv.dueDate,
          [bucketOf(inv)]: inv.open,
          total: inv.open,
        },
        indent: 1,
      });
    }
    rows.push({
      cells: { ...sums(vendor), vendor: `${first.vendor}: ${plural(vendor.length, 'invoice')}` },
      style: 'subtotal',
    });
  }
  rows.push({
    cells: { ...sums(open), vendor: `Total: ${plural(open.length, 'invoice')}` },
    style: 'total',
  });
  return {
    title: 'Aged Open Items',
    subtitle: [...s.heading, asOfLine(s)],
    columns,
    rows,
    orientation: 'landscape',
    fileName: `Aged Open Items ${s.community} ${s.asOfDate}`,
  };
}

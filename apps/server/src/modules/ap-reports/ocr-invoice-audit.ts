import { queryRows, sql } from '@hoa/db';
import { InvoiceActionId } from '@hoa/domain';
import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { money, rangeLine } from '../ar-reports/index';
import { apScope, groupBy, plural, vendorName, type ApQuery } from './ap-report-scope';

const columns: ReportColumn[] = [
  { key: 'invoice', title: 'Invoice / Action', kind: 'text', width: 2.4 },
  { key: 'date', title: 'Date', kind: 'date' },
  { key: 'user', title: 'By', kind: 'text', width: 1.5 },
  { key: 'reason', title: 'Reason', kind: 'text', width: 2.2 },
  money('amount', 'Amount'),
];

const actionNames = new Map<number, string>(
  Object.entries(InvoiceActionId).map(([name, id]) => [
    id,
    name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^Ocr/, 'OCR'),
  ]),
);

interface Row {
  itemId: number;
  invoice: string;
  vendor: string;
  amount: number;
  action: number | null;
  date: string | null;
  user: string;
  reason: string;
}

/** OCR invoice audit: invoices captured from PDFs in the range, each with what happened to it. */
export async function ocrInvoiceAudit(ctx: RequestContext, q: ApQuery): Promise<ReportData> {
  const s = await apScope(ctx, q);
  const found = await queryRows<Row>(
    ctx.tx,
    sql`select i.item_id::int8 as "itemId", coalesce(i.invoice_number, '') as invoice,
               ${vendorName(sql`i.vendor_agent_id`)} as vendor, i.total_cents::int8 as amount,
               a.action::int as action, (a.created_at at time zone 'UTC')::date::text as date,
               coalesce(a.agent_display_name, u.display_name, '') as "user",
               coalesce(a.reason, '') as reason
        from ap_invoices i
        left join ap_invoice_actions a on a.item_id = i.item_id
        left join users u on u.id = a.user_id
        where i.community_agent_id = ${s.communityAgentId}::bigint and i.source = 'OCR'
          and i.invoice_date between ${s.startDate}::date and ${s.endDate}::date
        order by i.item_id, a.created_at, a.id`,
  );
  const rows: ReportRow[] = [];
  const invoices = groupBy(found, (r) => r.itemId);
  for (const invoice of invoices) {
    const first = invoice[0];
    if (!first) continue;
    rows.push({
      cells: {
        invoice: `AP ${String(first.itemId)} · ${first.invoice || 'no number'} · ${first.vendor || 'no vendor'}`,
        amount: first.amount,
      },
      style: 'section',
    });
    for (const a of invoice) {
      if (a.action === null) continue;
      rows.push({
        cells: {
          invoice: actionNames.get(a.action) ?? String(a.action),
          date: a.date,
          user: a.user,
          reason: a.reason,
        },
        indent: 1,
      });
    }
  }
  rows.push({
    cells: {
      invoice: `Total: ${plural(invoices.length, 'OCR invoice')}`,
      amount: invoices.reduce((sum, inv) => sum + (inv[0]?.amount ?? 0), 0),
    },
    style: 'total',
  });
  return {
    title: 'OCR Invoice Audit',
    subtitle: [...s.heading, rangeLine(s)],
    columns,
    rows,
    orientation: 'landscape',
    fileName: `OCR Invoice Audit ${s.community} ${s.startDate} ${s.endDate}`,
  };
}

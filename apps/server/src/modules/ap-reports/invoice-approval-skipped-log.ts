import { queryRows, sql } from '@hoa/db';
import { InvoiceActionId } from '@hoa/domain';
import type { ReportColumn, ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { money, rangeLine } from '../ar-reports/index';
import { apScope, plural, totalRow, vendorName, type ApQuery } from './ap-report-scope';

const columns: ReportColumn[] = [
  { key: 'date', title: 'Date', kind: 'date' },
  { key: 'item', title: 'AP #', kind: 'number' },
  { key: 'invoice', title: 'Invoice #', kind: 'text', width: 1.2 },
  { key: 'vendor', title: 'Vendor', kind: 'text', width: 2 },
  { key: 'user', title: 'Entered by', kind: 'text', width: 1.5 },
  money('amount', 'Amount'),
];

interface Row {
  date: string;
  item: number;
  invoice: string;
  vendor: string;
  user: string;
  amount: number;
}

/** The approval skipped log: invoices posted without approval (action 8) in the date range. */
export async function approvalSkippedLog(ctx: RequestContext, q: ApQuery): Promise<ReportData> {
  const s = await apScope(ctx, q);
  const found = await queryRows<Row>(
    ctx.tx,
    sql`select (a.created_at at time zone 'UTC')::date::text as date, a.item_id::int8 as item,
               coalesce(i.invoice_number, '') as invoice,
               ${vendorName(sql`i.vendor_agent_id`)} as vendor,
               coalesce(a.agent_display_name, u.display_name, '') as "user",
               i.total_cents::int8 as amount
        from ap_invoice_actions a
        join ap_invoices i on i.item_id = a.item_id
        left join users u on u.id = a.user_id
        where a.community_agent_id = ${s.communityAgentId}::bigint
          and a.action = ${InvoiceActionId.ApprovalSkipped}
          and a.created_at >= ${s.startDate}::date
          and a.created_at < ${s.endDate}::date + 1
        order by a.created_at, a.id`,
  );
  return {
    title: 'Invoice Approval Skipped Log',
    subtitle: [...s.heading, rangeLine(s)],
    columns,
    rows: [
      ...found.map((r) => ({ cells: { ...r } })),
      totalRow(`Total: ${plural(found.length, 'invoice')}`, 'vendor', found, {
        amount: (r) => r.amount,
      }),
    ],
    fileName: `Invoice Approval Skipped Log ${s.community} ${s.startDate} ${s.endDate}`,
  };
}

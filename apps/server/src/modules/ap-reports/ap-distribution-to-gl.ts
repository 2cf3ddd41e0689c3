import { queryRows, sql } from '@hoa/db';
import { formatDate, InboxState } from '@hoa/domain';
import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { money, rangeLine } from '../ar-reports/index';
import { apScope, groupBy, plural, totalRow, vendorName, type ApQuery } from './ap-report-scope';

const columns: ReportColumn[] = [
  { key: 'account', title: 'GL account / Date', kind: 'text', width: 2 },
  { key: 'invoice', title: 'Invoice #', kind: 'text', width: 1.2 },
  { key: 'vendor', title: 'Vendor', kind: 'text', width: 2 },
  money('amount', 'Amount'),
];

interface Line {
  accountId: number;
  account: string;
  invoiceDate: string;
  invoice: string;
  vendor: string;
  amount: number;
}

/** AP distribution to GL: posted invoices' distribution lines dated in the range, by GL account. */
export async function apDistributionToGl(ctx: RequestContext, q: ApQuery): Promise<ReportData> {
  const s = await apScope(ctx, q);
  const lines = await queryRows<Line>(
    ctx.tx,
    sql`select a.id::int8 as "accountId", a.account_number || ' ' || a.account_name as account,
               i.invoice_date::text as "invoiceDate", coalesce(i.invoice_number, '') as invoice,
               ${vendorName(sql`i.vendor_agent_id`)} as vendor,
               (case when d.is_debit then d.amount_cents else -d.amount_cents end)::int8 as amount
        from ap_invoices i
        join item_agents ia on ia.item_id = i.item_id and ia.agent_id = i.vendor_agent_id
        join item_agent_details d on d.item_agent_id = ia.id
        join accounts a on a.id = d.account_id
        where i.community_agent_id = ${s.communityAgentId}::bigint
          and i.inbox_state = ${InboxState.Approved}
          and i.invoice_date between ${s.startDate}::date and ${s.endDate}::date
        order by a.account_number, a.id, i.invoice_date, i.item_id, d.id`,
  );
  const rows: ReportRow[] = [];
  for (const account of groupBy(lines, (l) => l.accountId)) {
    const first = account[0];
    if (!first) continue;
    rows.push({ cells: { account: first.account }, style: 'section' });
    for (const l of account) {
      rows.push({
        cells: {
          account: formatDate(l.invoiceDate),
          invoice: l.invoice,
          vendor: l.vendor,
          amount: l.amount,
        },
        indent: 1,
      });
    }
    rows.push(
      totalRow(
        `${first.account} total`,
        'account',
        account,
        { amount: (l) => l.amount },
        'subtotal',
      ),
    );
  }
  rows.push(
    totalRow(`Total: ${plural(lines.length, 'line')}`, 'account', lines, {
      amount: (l) => l.amount,
    }),
  );
  return {
    title: 'AP Distribution to GL',
    subtitle: [...s.heading, rangeLine(s)],
    columns,
    rows,
    fileName: `AP Distribution to GL ${s.community} ${s.startDate} ${s.endDate}`,
  };
}

import { queryRows, sql } from '@hoa/db';
import {
  addDays,
  ApPaymentStatus,
  formatDate,
  InboxState,
  localDay,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import type { ReportData, ReportRow } from '../../documents/index';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { txnTypeName } from '../owner-ledger/index';
import { requireVendor } from './vendor-access';
import { inUserCommunities } from '../../sql/index';

export interface VendorHistoryInput {
  vendorAgentId: number;
  /** One community; undefined or null: all of the caller's communities. */
  communityAgentId?: number | null | undefined;
  startDate: string | null;
  endDate: string | null;
}

interface Event {
  item_id: number;
  date: string;
  txn_type_id: number;
  community_name: string | null;
  number: string | null;
  description: string | null;
  amount: number;
}

/**
 * A vendor's payables history as report data for the Excel renderer (Communications/
 * GetVendorHistory, SendVendorHistoryEmail): what the community owes the vendor, event by event.
 * Approved invoices (bills 56, separate checks 90) on their invoice date raise it; payments
 * (checks 57/55, digital 100) lower it on their date; a void (59) raises it again on the void's
 * date; credit memos (81) lower it. The range ends on endDate (else today) and starts on startDate
 * (else a year earlier); what happened before the start is the balance forward.
 */
export async function vendorHistoryData(
  ctx: RequestContext,
  input: VendorHistoryInput,
): Promise<ReportData> {
  requireClaim(ctx, 'apinvoice', 'read');
  const community = input.communityAgentId ?? null;
  if (community !== null) await requireCommunity(ctx, community);
  await requireVendor(ctx, input.vendorAgentId);
  const endDate = input.endDate ?? localDay(new Date());
  const startDate = input.startDate ?? addDays(endDate, -365);
  const vendor = sql`${input.vendorAgentId}::bigint`;
  const inScope = (column: string) =>
    sql`${inUserCommunities(ctx, sql.raw(column), { live: true })}
        and (${community}::bigint is null or ${sql.raw(column)} = ${community}::bigint)`;
  const events = sql`
    select i.item_id, coalesce(i.invoice_date, it.post_date, it.event_date) as date,
           it.txn_type_id, i.community_agent_id, i.invoice_number as number,
           it.description, i.total_cents as amount, 1 as step
      from ap_invoices i join items it on it.id = i.item_id
     where i.vendor_agent_id = ${vendor} and i.inbox_state = ${InboxState.Approved}
       and it.status_id <> ${StatusId.Deleted} and ${inScope('i.community_agent_id')}
    union all
    select p.item_id, p.payment_date, it.txn_type_id, p.community_agent_id, p.check_number,
           it.description, -p.amount_cents, 2
      from ap_payments p join items it on it.id = p.item_id
     where p.vendor_agent_id = ${vendor} and ${inScope('p.community_agent_id')}
    union all
    select coalesce(p.void_item_id, p.item_id),
           coalesce(v.post_date, (p.voided_at at time zone 'UTC')::date, p.payment_date),
           ${TxnTypeId.VoidCheck}, p.community_agent_id, p.check_number,
           'Void of ' || coalesce('check ' || p.check_number, 'payment ' || p.item_id), p.amount_cents, 3
      from ap_payments p left join items v on v.id = p.void_item_id
     where p.vendor_agent_id = ${vendor} and p.status = ${ApPaymentStatus.Voided}
       and ${inScope('p.community_agent_id')}
    union all
    select m.item_id, m.credit_date, ${TxnTypeId.CreditMemo}, m.community_agent_id,
           m.credit_number, it.description, -m.amount_cents, 4
      from ap_credit_memos m join items it on it.id = m.item_id
     where m.vendor_agent_id = ${vendor} and it.status_id <> ${StatusId.Deleted}
       and ${inScope('m.community_agent_id')}`;
  const [head] = await queryRows<{ forward: number; vendor_name: string | null }>(
    ctx.tx,
    sql`select coalesce((select sum(e.amount) from (${events}) e
                          where e.date < ${startDate}::date), 0)::int8 as forward,
               (select display_name from contacts where agent_id = ${vendor}) as vendor_name`,
  );
  const rows = await queryRows<Event>(
    ctx.tx,
    sql`select e.item_id::int8 as item_id, e.date::text as date, e.txn_type_id::int as txn_type_id,
               c.display_name as community_name, e.number, e.description, e.amount::int8 as amount
          from (${events}) e left join contacts c on c.agent_id = e.community_agent_id
         where e.date between ${startDate}::date and ${endDate}::date
         order by e.date, e.step, e.item_id`,
  );
  const forward = head?.forward ?? 0;
  const vendorName = head?.vendor_name ?? `Vendor ${String(input.vendorAgentId)}`;
  let balance = forward;
  const lines: ReportRow[] = rows.map((r) => {
    balance += r.amount;
    return {
      cells: {
        date: r.date,
        item: r.item_id,
        type: txnTypeName(r.txn_type_id),
        number: r.number ?? '',
        community: r.community_name ?? '',
        description: r.description ?? '',
        charges: r.amount > 0 ? r.amount : null,
        credits: r.amount < 0 ? -r.amount : null,
        balance,
      },
    };
  });
  return {
    title: 'Vendor History',
    subtitle: [
      ctx.user.companyName,
      vendorName,
      `${formatDate(startDate)} - ${formatDate(endDate)}`,
    ],
    columns: [
      { key: 'date', title: 'Date', kind: 'date' },
      { key: 'item', title: 'Transaction #', kind: 'number' },
      { key: 'type', title: 'Type', kind: 'text' },
      { key: 'number', title: 'Invoice / check #', kind: 'text', width: 1.2 },
      { key: 'community', title: 'Community', kind: 'text' },
      { key: 'description', title: 'Description', kind: 'text', width: 2.5 },
      { key: 'charges', title: 'Invoiced', kind: 'money' },
      { key: 'credits', title: 'Paid / credited', kind: 'money' },
      { key: 'balance', title: 'Balance owed', kind: 'money' },
    ],
    rows: [
      {
        cells: { date: startDate, description: 'Balance forward', balance: forward },
        style: 'section',
      },
      ...lines,
      { cells: { description: 'Ending balance', balance }, style: 'total' },
    ],
    orientation: 'landscape',
    fileName: `Vendor History ${vendorName} ${endDate}`,
  };
}

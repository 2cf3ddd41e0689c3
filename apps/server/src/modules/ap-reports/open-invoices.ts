import { queryRows, sql } from '@hoa/db';
import { ApPaymentStatus, InboxState } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { vendorName } from './ap-report-scope';

/** An approved invoice with something still owed on a date. */
export interface OpenInvoice {
  itemId: number;
  vendorAgentId: number;
  vendor: string;
  invoiceNumber: string;
  invoiceDate: string;
  /** The due date, or the invoice date when it has none. */
  dueDate: string;
  total: number;
  paid: number;
  open: number;
}

/**
 * The community's approved invoices dated on or before `asOfDate` and not paid in full by then:
 * what payments dated on or before it (voided ones left out) took off each. One pass over the
 * community's approved invoices and one aggregate of its payments.
 */
export async function openInvoices(
  ctx: RequestContext,
  communityAgentId: number,
  asOfDate: string,
): Promise<OpenInvoice[]> {
  return queryRows<OpenInvoice>(
    ctx.tx,
    sql`with paid as (
          select pi.invoice_item_id, sum(pi.amount_cents) as cents
          from ap_payments p join ap_payment_invoices pi on pi.payment_id = p.id
          where p.community_agent_id = ${communityAgentId}::bigint
            and p.payment_date <= ${asOfDate}::date and p.status <> ${ApPaymentStatus.Voided}
          group by pi.invoice_item_id)
        select i.item_id::int8 as "itemId", i.vendor_agent_id::int8 as "vendorAgentId",
               ${vendorName(sql`i.vendor_agent_id`)} as vendor,
               coalesce(i.invoice_number, '') as "invoiceNumber",
               i.invoice_date::text as "invoiceDate",
               coalesce(i.due_date, i.invoice_date)::text as "dueDate",
               i.total_cents::int8 as total, coalesce(paid.cents, 0)::int8 as paid,
               (i.total_cents - coalesce(paid.cents, 0))::int8 as open
        from ap_invoices i left join paid on paid.invoice_item_id = i.item_id
        where i.community_agent_id = ${communityAgentId}::bigint
          and i.inbox_state = ${InboxState.Approved}
          and i.invoice_date <= ${asOfDate}::date
          and i.total_cents <> coalesce(paid.cents, 0)
        order by vendor, i.vendor_agent_id, coalesce(i.due_date, i.invoice_date), i.item_id`,
  );
}

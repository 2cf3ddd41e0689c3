import { queryRows, sql } from '@hoa/db';
import { InboxState, StatusId } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

interface NumberedInvoice {
  CommunityAgentId: number;
  VendorAgentId: number;
  InvoiceNumber: string;
}

/**
 * Refuses (409) an invoice number the vendor already has in the community, ignoring case, on an
 * invoice neither deleted (removed, voided) nor finally rejected. Adds of the same vendor and
 * number wait for each other (a transaction lock), so two at once cannot both pass the check.
 */
export async function refuseDuplicateInvoiceNumber(
  ctx: RequestContext,
  invoice: NumberedInvoice,
): Promise<void> {
  // Only invoices of a community on the caller's list are named.
  await requireCommunity(ctx, invoice.CommunityAgentId);
  const number = invoice.InvoiceNumber.toLowerCase();
  const lockKey = `ap-invoice-number:${ctx.user.companyId}:${invoice.VendorAgentId}:${number}`;
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
  const [existing] = await queryRows<{
    itemId: number;
    invoiceDate: string | null;
    totalCents: number;
  }>(
    ctx.tx,
    sql`select v.item_id::int8 as "itemId", v.invoice_date::text as "invoiceDate",
               v.total_cents::int8 as "totalCents"
          from ap_invoices v join items i on i.id = v.item_id
         where v.community_agent_id = ${invoice.CommunityAgentId}
           and v.vendor_agent_id = ${invoice.VendorAgentId}
           and lower(v.invoice_number) = ${number}
           and v.inbox_state <> ${InboxState.Rejected} and i.status_id <> ${StatusId.Deleted}
         order by v.item_id limit 1`,
  );
  if (existing) throw appError('PayablesDuplicateInvoiceNumber', existing);
}

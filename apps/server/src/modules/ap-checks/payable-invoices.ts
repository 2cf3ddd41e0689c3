import { queryRows, sql, type SQL } from '@hoa/db';
import type { PayableInvoice } from '@hoa/contract';
import { InboxState, StatusId, TxnTypeId } from '@hoa/domain';

/**
 * Approved invoices still owed (spec 2 §4: a paid bill, or a void or void-check item, cannot be
 * selected): bills 56 and separate checks 90 in state 5, item posted, open amount above 0.
 */
export function payableInvoices(
  tx: Parameters<typeof queryRows>[0],
  communityAgentId: number,
  where: SQL,
): Promise<PayableInvoice[]> {
  return queryRows<PayableInvoice>(
    tx,
    sql`select v.item_id::int8 as "ItemId", i.txn_type_id::int as "TxnTypeId",
               v.invoice_number as "InvoiceNumber", v.vendor_agent_id::int8 as "VendorAgentId",
               coalesce(c.display_name, '') as "VendorDisplayName",
               v.invoice_date::text as "InvoiceDate", v.due_date::text as "DueDate",
               v.total_cents::int8 as "TotalAmount", v.paid_cents::int8 as "PaidAmount",
               (v.total_cents - v.paid_cents)::int8 as "OpenAmount"
          from ap_invoices v
          join items i on i.id = v.item_id
          left join contacts c on c.agent_id = v.vendor_agent_id
         where v.community_agent_id = ${communityAgentId}::bigint
           and v.inbox_state = ${InboxState.Approved} and v.paid_cents < v.total_cents
           and v.vendor_agent_id is not null
           and i.status_id = ${StatusId.Posted}
           and i.txn_type_id in (${TxnTypeId.Bill}, ${TxnTypeId.SeparateCheck})
           and ${where}
         order by c.display_name, v.due_date nulls last, v.item_id`,
  );
}

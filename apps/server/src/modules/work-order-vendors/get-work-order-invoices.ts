import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf, WorkOrderInvoice } from '@hoa/contract';
import { InboxState, invoicedAgainstEstimate, StatusId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { requireWorkOrderFacts } from './work-order-facts';

type GetWorkOrderInvoices = typeof contract.workOrderVendors.GetWorkOrderInvoices;

/**
 * WorkOrder/GetWorkOrderInvoices: the AP invoices entered against the work order, by invoice day,
 * and what the counted ones (not deleted or rejected) total against the cost items' estimate.
 */
export async function getWorkOrderInvoices(
  ctx: RequestContext,
  { query }: InputOf<GetWorkOrderInvoices>,
): Promise<ResponseOf<GetWorkOrderInvoices>> {
  const facts = await requireWorkOrderFacts(ctx, query.itemId, 'read');
  const invoices = await queryRows<WorkOrderInvoice>(
    ctx.tx,
    sql`select v.item_id::int8 as "ItemId", v.invoice_number as "InvoiceNumber",
               v.invoice_date::text as "InvoiceDate", v.vendor_agent_id::int8 as "VendorAgentId",
               vc.display_name as "VendorName", v.total_cents::int8 as "TotalCents",
               i.status_id as "TopsStatusId",
               case when v.inbox_state = ${InboxState.Rejected} then 'Rejected'
                    else coalesce(s.name, '') end as "StatusName",
               (i.status_id <> ${StatusId.Deleted} and v.inbox_state <> ${InboxState.Rejected})
                 as "IsCounted"
          from ap_invoices v
          join items i on i.id = v.item_id
          left join contacts vc on vc.agent_id = v.vendor_agent_id
          left join (values ${sql.join(
            Object.entries(StatusId).map(([name, id]) => sql`(${id}::int, ${name}::text)`),
            sql`, `,
          )}) as s(id, name) on s.id = i.status_id
         where v.work_order_item_id = ${query.itemId}
         order by v.invoice_date nulls last, v.item_id`,
  );
  const estimated = facts.CostItems.reduce((sum, c) => sum + c.AmountCents, 0);
  const invoiced = invoices.filter((v) => v.IsCounted).reduce((sum, v) => sum + v.TotalCents, 0);
  return { Invoices: invoices, ...invoicedAgainstEstimate(estimated, invoiced) };
}

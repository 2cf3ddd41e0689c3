import { queryRows, sql, type SQL } from '@hoa/db';
import type { ApAdjustment } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

/** AP adjustments (items i of type 58) matching `where`, newest first, with their lines. */
export function readAdjustments(ctx: RequestContext, where: SQL): Promise<ApAdjustment[]> {
  return queryRows<ApAdjustment>(
    ctx.tx,
    sql`select i.id::int8 as "ItemId", i.community_agent_id::int8 as "CommunityAgentId",
               v.item_id::int8 as "InvoiceItemId", v.invoice_number as "InvoiceNumber",
               v.vendor_agent_id::int8 as "VendorAgentId",
               coalesce(c.display_name, '') as "VendorDisplayName",
               to_char(i.event_date, 'YYYY-MM-DD') as "AdjustmentDate", i.reference as "Reference",
               coalesce(bool_and(d.is_debit), true) as "IsIncrease",
               coalesce(sum(d.amount_cents), 0)::int8 as "Amount", i.status_id::int as "StatusId",
               v.total_cents::int8 as "InvoiceTotal", v.paid_cents::int8 as "InvoicePaid",
               coalesce(json_agg(json_build_object('AccountId', d.account_id::int8,
                          'AccountName', coalesce(ac.account_number || ' ', '') || ac.account_name,
                          'Amount', d.amount_cents::int8) order by d.id)
                        filter (where d.id is not null), '[]') as "Lines"
          from items i
          join ap_invoices v on v.item_id = i.parent_item_id
          left join contacts c on c.agent_id = v.vendor_agent_id
          left join item_agents a on a.item_id = i.id
          left join item_agent_details d on d.item_agent_id = a.id
          left join accounts ac on ac.id = d.account_id
         where i.txn_type_id = ${TxnTypeId.ApAdjustment} and ${where}
         group by i.id, v.item_id, c.display_name
         order by i.event_date desc, i.id desc`,
  );
}

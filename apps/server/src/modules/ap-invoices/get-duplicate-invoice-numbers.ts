import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { InboxState } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

type GetDuplicates = typeof contract.apInvoices.GetDuplicateInvoiceNumbers;

/**
 * AccountsPayable/GetDuplicateInvoiceNumbers: the vendor's other live invoices (not finally
 * rejected) with the same number, ignoring case, in the caller's communities. A warning only.
 */
export async function getDuplicateInvoiceNumbers(
  ctx: RequestContext,
  { query }: InputOf<GetDuplicates>,
): Promise<ResponseOf<GetDuplicates>> {
  requireClaim(ctx, 'apinvoice', 'read');
  const rows = await queryRows<ResponseOf<GetDuplicates>['Duplicates'][number]>(
    ctx.tx,
    sql`select v.item_id::int8 as "ItemId", c.display_name as "CommunityName",
               v.invoice_date::text as "InvoiceDate", v.total_cents::int8 as "TotalAmount"
          from ap_invoices v
          left join contacts c on c.agent_id = v.community_agent_id
         where v.vendor_agent_id = ${query.vendorAgentId}::bigint
           and lower(v.invoice_number) = lower(${query.invoiceNumber})
           and v.inbox_state <> ${InboxState.Rejected}
           and v.item_id <> ${query.excludeItemId ?? 0}::bigint
           and ${inUserCommunities(ctx, sql`v.community_agent_id`)}
         order by v.item_id`,
  );
  return { Duplicates: rows };
}

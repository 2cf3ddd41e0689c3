import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { requireVendor } from './vendor-access';
import { inUserCommunities, pageQuery, pageRows, searchRows } from '../../sql/index';

type History = typeof contract.apVendors.GetVendorPaymentHistory;

interface Raw {
  total_count: number;
  ord: string | number | null;
  id: number;
  item_id: number;
  community_agent_id: number;
  community_name: string | null;
  payment_date: string;
  check_number: string | null;
  method: number;
  status: number;
  amount: number;
  invoices: { ItemId: number; InvoiceNumber: string | null; Amount: number }[] | null;
}

/** A vendor's payments in the caller's communities (or one), newest first, with what each paid. */
export async function getPaymentHistory(
  ctx: RequestContext,
  input: InputOf<History>,
): Promise<ResponseOf<History>> {
  const q = input.query;
  requireClaim(ctx, 'apinvoice', 'read');
  if (q.communityAgentId !== undefined) await requireCommunity(ctx, q.communityAgentId);
  await requireVendor(ctx, q.vendorAgentId);
  const community = q.communityAgentId ?? null;
  const rows = await searchRows<Raw>(
    ctx,
    pageQuery({
      filtered: sql`select p.id::int8 as id, p.item_id::int8 as item_id,
          p.community_agent_id::int8 as community_agent_id, p.payment_date::text as payment_date,
          p.check_number, p.method::int as method, p.status::int as status,
          p.amount_cents::int8 as amount,
          row_number() over (order by p.payment_date desc, p.id desc) as ord
        from ap_payments p
        where p.vendor_agent_id = ${q.vendorAgentId}::bigint
          and ${inUserCommunities(ctx, sql`p.community_agent_id`, { live: true })}
          and (${community}::bigint is null or p.community_agent_id = ${community}::bigint)`,
      skip: q.skip,
      take: q.take,
      select: sql`(select display_name from contacts where agent_id = page.community_agent_id)
          as community_name,
        (select json_agg(json_build_object('ItemId', pi.invoice_item_id,
            'InvoiceNumber', i.invoice_number, 'Amount', pi.amount_cents) order by pi.invoice_item_id)
          from ap_payment_invoices pi join ap_invoices i on i.item_id = pi.invoice_item_id
          where pi.payment_id = page.id) as invoices`,
    }),
  );
  return {
    TotalCount: rows[0]?.total_count ?? 0,
    Results: pageRows(rows).map((r) => ({
      PaymentId: r.id,
      ItemId: r.item_id,
      CommunityAgentId: r.community_agent_id,
      CommunityName: r.community_name ?? '',
      PaymentDate: r.payment_date,
      CheckNumber: r.check_number,
      Method: r.method,
      Status: r.status,
      Amount: r.amount,
      Invoices: (r.invoices ?? []).map((i) => ({
        ItemId: Number(i.ItemId),
        InvoiceNumber: i.InvoiceNumber ?? '',
        Amount: Number(i.Amount),
      })),
    })),
  };
}

import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { InboxState } from '@hoa/domain';
import { notFound } from '../../http/errors';
import type { OwnerContext } from '../owner-auth/index';
import { asBoardUser } from './board-member';
import { awaitingBoard } from './get-board-inbox';

type Call = typeof contract.portalBoard.GetBoardInvoice;

/** An invoice awaiting the board: its GL coding and the vendor's last ten invoices to the community. */
export async function getBoardInvoice(
  ctx: OwnerContext,
  { query }: InputOf<Call>,
): Promise<ResponseOf<Call>> {
  await asBoardUser(ctx);
  const [invoice] = await awaitingBoard(ctx.tx, ctx.owner.communityAgentId, query.ItemId);
  if (!invoice) throw notFound();
  const distribution = await queryRows<{ AccountName: string; AmountCents: number }>(
    ctx.tx,
    sql`select coalesce(a.account_number || ' ' || a.account_name, '') as "AccountName",
               d.amount_cents::int8 as "AmountCents"
          from item_agents ia
          join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
          left join accounts a on a.id = d.account_id
         where ia.item_id = ${query.ItemId} and not ia.is_deleted
         order by d.id`,
  );
  const recent = await queryRows<{
    ItemId: number;
    InvoiceNumber: string | null;
    InvoiceDate: string | null;
    TotalCents: number;
    Status: string;
  }>(
    ctx.tx,
    sql`select o.item_id::int8 as "ItemId", o.invoice_number as "InvoiceNumber",
               o.invoice_date::text as "InvoiceDate", o.total_cents::int8 as "TotalCents",
               case when o.inbox_state = ${InboxState.Approved} and o.paid_cents >= o.total_cents then 'Paid'
                    when o.inbox_state = ${InboxState.Approved} then 'Approved'
                    when o.inbox_state = ${InboxState.Rejected} then 'Rejected'
                    else 'In review' end as "Status"
          from ap_invoices v
          join ap_invoices o on o.vendor_agent_id = v.vendor_agent_id
                            and o.community_agent_id = v.community_agent_id
                            and o.item_id <> v.item_id
         where v.item_id = ${query.ItemId}
         order by o.invoice_date desc nulls last, o.item_id desc
         limit 10`,
  );
  const [community] = await queryRows<{ name: string }>(
    ctx.tx,
    sql`select display_name as name from contacts where agent_id = ${ctx.owner.communityAgentId}`,
  );
  return {
    ...invoice,
    CommunityName: community?.name ?? '',
    Distribution: distribution.map((d) => ({ ...d, AmountCents: Number(d.AmountCents) })),
    VendorRecentInvoices: recent.map((r) => ({
      ItemId: Number(r.ItemId),
      InvoiceNumber: r.InvoiceNumber,
      InvoiceDate: r.InvoiceDate,
      TotalCents: Number(r.TotalCents),
      Status: r.Status,
    })),
  };
}

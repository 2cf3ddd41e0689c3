import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type A = typeof contract.apChecks;
type Entry = ResponseOf<A['GetCheckHistory']>[number];

/**
 * The checks of an item, oldest first: for an invoice the checks that paid it (and their voids),
 * for a check (or its void) the check and its void.
 */
export async function readCheckHistory(ctx: RequestContext, itemId: number): Promise<Entry[]> {
  const [item] = await queryRows<{ community: number }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community from items where id = ${itemId}::bigint`,
  );
  if (!item) throw notFound();
  await requireCommunity(ctx, item.community);
  return queryRows<Entry>(
    ctx.tx,
    sql`with p as (
          select p.*, coalesce(pi.amount_cents, p.amount_cents) as applied
            from ap_payments p
            left join ap_payment_invoices pi on pi.payment_id = p.id
                 and pi.invoice_item_id = ${itemId}::bigint
           where p.method in (1, 2)
             and (pi.invoice_item_id is not null or p.item_id = ${itemId}::bigint
                  or p.void_item_id = ${itemId}::bigint)
        )
        select i.id::int8 as "ItemId", i.txn_type_id::int as "TxnTypeId", p.payment_date::text as "Date",
               'Check ' || coalesce(p.check_number, '') || ' to ' || coalesce(c.display_name, '') as "Description",
               p.check_number as "CheckNumber", p.applied::int8 as "Amount", u.user_name as "UserName"
          from p join items i on i.id = p.item_id
          left join contacts c on c.agent_id = p.vendor_agent_id
          left join users u on u.id = i.created_by_user_id
        union all
        select v.id::int8, v.txn_type_id::int, v.post_date::text,
               'Check ' || coalesce(p.check_number, '') || ' voided', p.check_number,
               (-p.applied)::int8, u.user_name
          from p join items v on v.id = p.void_item_id
          left join users u on u.id = v.created_by_user_id
         order by 3, 1`,
  );
}

/** AccountsPayable/GetCheckHistory. */
export function getCheckHistory(
  ctx: RequestContext,
  { query }: InputOf<A['GetCheckHistory']>,
): Promise<ResponseOf<A['GetCheckHistory']>> {
  requireClaim(ctx, 'apprintchecks', 'read');
  return readCheckHistory(ctx, query.itemId);
}

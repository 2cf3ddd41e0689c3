import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { InboxState } from '@hoa/domain';
import { requireClaim, requireCommunities } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { VendorTypeIds } from './vendor-access';

type Merge = typeof contract.apVendors.MergeVendorsItemsHistory;

export const MergeVendorMessages = {
  sameVendor: 'A vendor cannot be merged into itself.',
  notFound: 'The vendor to merge was not found.',
  notVendor: 'Only vendors can be merged into vendors.',
  differentTypes: 'Only vendors of the same type can be merged.',
  otherCommunity:
    'The vendor to keep belongs to one community; the merged vendor has payables in another.',
} as const;

interface Party {
  id: number;
  type: number;
  community: number | null;
  deleted: boolean;
}

/**
 * Crm/MergeVendorsItemsHistory: a duplicate vendor's payables become the surviving vendor's, all
 * or nothing in the request's transaction: invoices (56/90), payments (checks, digital payments,
 * their voids), credit memos and the items' agent rows move; tags and insurances join the
 * survivor's; the duplicate is marked deleted. No ledger line names a vendor, so the ledger is
 * untouched. Both must be live vendors of the same type in the caller's company (another
 * company's is not found) and within the caller's communities.
 */
export async function mergeVendorsItemsHistory(
  ctx: RequestContext,
  { body }: InputOf<Merge>,
): Promise<ResponseOf<Merge>> {
  requireClaim(ctx, 'vendors', 'update');
  requireClaim(ctx, 'vendors', 'delete');
  const from = body.fromVendorAgentId;
  const to = body.toVendorAgentId;
  if (from === to) throw badRequest(MergeVendorMessages.sameVendor);
  const parties = await queryRows<Party>(
    ctx.tx,
    sql`select id::int8 as id, agent_type_id::int as type,
               community_agent_id::int8 as community, is_deleted as deleted
          from agents where id in (${from}::bigint, ${to}::bigint) order by id for update`,
  );
  const source = parties.find((p) => p.id === from);
  const target = parties.find((p) => p.id === to);
  if (!source || !target || source.deleted || target.deleted) {
    throw notFound(MergeVendorMessages.notFound);
  }
  const isVendor = (p: Party) => (VendorTypeIds as readonly number[]).includes(p.type);
  if (!isVendor(source) || !isVendor(target)) throw badRequest(MergeVendorMessages.notVendor);
  if (source.type !== target.type) throw badRequest(MergeVendorMessages.differentTypes);
  await requireCommunities(
    ctx,
    [source.community, target.community].filter((id) => id !== null),
  );
  const [outside] = await queryRows<{ outside: boolean }>(
    ctx.tx,
    sql`select ${target.community}::bigint is not null and exists (
          select 1 from (
            select community_agent_id from ap_invoices where vendor_agent_id = ${from}::bigint
            union all select community_agent_id from ap_payments where vendor_agent_id = ${from}::bigint
            union all select community_agent_id from ap_credit_memos where vendor_agent_id = ${from}::bigint
          ) c where c.community_agent_id <> ${target.community}::bigint) as outside`,
  );
  if (outside?.outside) throw badRequest(MergeVendorMessages.otherCommunity);
  const [moved] = await queryRows<{ invoices: number; payments: number; credits: number }>(
    ctx.tx,
    sql`with invoices as (
          update ap_invoices set vendor_agent_id = ${to}::bigint, updated_at = now()
           where vendor_agent_id = ${from}::bigint returning item_id
        ), payments as (
          update ap_payments set vendor_agent_id = ${to}::bigint
           where vendor_agent_id = ${from}::bigint returning id
        ), credits as (
          update ap_credit_memos set vendor_agent_id = ${to}::bigint
           where vendor_agent_id = ${from}::bigint returning item_id
        ), parties as (
          update item_agents set agent_id = ${to}::bigint where agent_id = ${from}::bigint
          returning id
        )
        select (select count(*) from invoices)::int as invoices,
               (select count(*) from payments)::int as payments,
               (select count(*) from credits)::int as credits,
               (select count(*) from parties)::int as parties`,
  );
  await ctx.tx.execute(
    sql`insert into vendor_tag_assignments (company_id, vendor_agent_id, tag_id)
        select company_id, ${to}::bigint, tag_id from vendor_tag_assignments
         where vendor_agent_id = ${from}::bigint
        on conflict do nothing`,
  );
  await ctx.tx.execute(
    sql`update vendor_insurances set vendor_agent_id = ${to}::bigint
         where vendor_agent_id = ${from}::bigint`,
  );
  await ctx.tx.execute(
    sql`update agents set is_deleted = true, is_active = false, updated_at = now()
         where id = ${from}::bigint`,
  );
  const [open] = await queryRows<{ cents: number }>(
    ctx.tx,
    sql`select coalesce(sum(total_cents - paid_cents), 0)::int8 as cents from ap_invoices
         where vendor_agent_id = ${to}::bigint and inbox_state = ${InboxState.Approved}`,
  );
  return {
    TargetAgentId: to,
    MovedInvoiceCount: moved?.invoices ?? 0,
    MovedPaymentCount: moved?.payments ?? 0,
    MovedCreditCount: moved?.credits ?? 0,
    TargetOpenCents: open?.cents ?? 0,
  };
}

import { queryRows, sql } from '@hoa/db';
import { InvoiceActionId, StatusId, type OpenCredit } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';

/** Open credit memos of the vendors, oldest first, locked so two runs cannot both use one. */
export async function openCreditsByVendor(
  ctx: RequestContext,
  communityAgentId: number,
  vendorIds: readonly number[],
): Promise<Map<number, OpenCredit[]>> {
  const rows = await queryRows<OpenCredit & { vendor: number }>(
    ctx.tx,
    sql`select item_id::int8 as "creditItemId", vendor_agent_id::int8 as vendor,
               (amount_cents - applied_cents)::int8 as "openCents"
          from ap_credit_memos
         where community_agent_id = ${communityAgentId}::bigint and applied_cents < amount_cents
           and vendor_agent_id = any(${idArray(vendorIds)})
         order by credit_date, item_id
           for update`,
  );
  const byVendor = new Map<number, OpenCredit[]>();
  for (const row of rows) {
    const list = byVendor.get(row.vendor) ?? [];
    list.push({ creditItemId: row.creditItemId, openCents: row.openCents });
    byVendor.set(row.vendor, list);
  }
  return byVendor;
}

export interface CreditApplication {
  creditItemId: number;
  paymentId: number;
  invoiceItemId: number;
  amountCents: number;
}

/**
 * Records credits taken off checks: the applications, the credits' applied amounts, the invoices'
 * paid amounts (an invoice paid in full becomes complete, 5) and a 'paid' action. No ledger line:
 * the credit memo already debited Accounts Payable.
 */
export async function recordCreditApplications(
  ctx: RequestContext,
  applications: readonly CreditApplication[],
): Promise<void> {
  if (applications.length === 0) return;
  await ctx.tx.execute(
    sql`with a as (
          select * from jsonb_to_recordset(${JSON.stringify(applications)}::jsonb)
            as t("creditItemId" bigint, "paymentId" bigint, "invoiceItemId" bigint, "amountCents" bigint)
        ), rows as (
          insert into ap_credit_applications (company_id, credit_item_id, payment_id, invoice_item_id, amount_cents)
          select ${ctx.user.companyId}::bigint, "creditItemId", "paymentId", "invoiceItemId", "amountCents" from a
        ), used as (
          update ap_credit_memos m set applied_cents = m.applied_cents + s.amount
            from (select "creditItemId" as item, sum("amountCents")::bigint as amount from a group by 1) s
           where m.item_id = s.item
        ), paid as (
          update ap_invoices v set paid_cents = v.paid_cents + s.amount, updated_at = now()
            from (select "invoiceItemId" as item, sum("amountCents")::bigint as amount from a group by 1) s
           where v.item_id = s.item
          returning v.item_id, v.community_agent_id, v.paid_cents = v.total_cents as full
        ), actions as (
          insert into ap_invoice_actions (company_id, item_id, community_agent_id, action, user_id, reason)
          select ${ctx.user.companyId}::bigint, item_id, community_agent_id, ${InvoiceActionId.Paid}::smallint,
                 ${ctx.user.userId}::bigint, 'Credit memo applied' from paid
        )
        update items set status_id = ${StatusId.Complete}, updated_at = now()
          from paid where items.id = paid.item_id and paid.full`,
  );
}

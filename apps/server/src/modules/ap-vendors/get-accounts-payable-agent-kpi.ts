import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ApPaymentStatus, InboxState, localDay } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { requireVendor } from './vendor-access';

type Kpi = typeof contract.apVendors.GetAccountsPayableAgentKpi;

/** A vendor's AP metrics in a community: open invoices, paid this year, last payment. */
export async function getAgentKpi(
  ctx: RequestContext,
  input: InputOf<Kpi>,
): Promise<ResponseOf<Kpi>> {
  const { agentId, communityAgentId } = input.query;
  requireClaim(ctx, 'apinvoice', 'read');
  await requireCommunity(ctx, communityAgentId);
  await requireVendor(ctx, agentId);
  const yearStart = `${localDay(new Date()).slice(0, 4)}-01-01`;
  const [row] = await queryRows<{
    openCount: number;
    openAmount: number;
    paidYtd: number;
    lastDate: string | null;
    lastAmount: number | null;
  }>(
    ctx.tx,
    sql`select
          (select count(*)::int from ap_invoices i
            where i.community_agent_id = ${communityAgentId}::bigint
              and i.vendor_agent_id = ${agentId}::bigint and i.inbox_state = ${InboxState.Approved}
              and i.paid_cents < i.total_cents) as "openCount",
          (select coalesce(sum(i.total_cents - i.paid_cents), 0)::int8 from ap_invoices i
            where i.community_agent_id = ${communityAgentId}::bigint
              and i.vendor_agent_id = ${agentId}::bigint and i.inbox_state = ${InboxState.Approved}
              and i.paid_cents < i.total_cents) as "openAmount",
          (select coalesce(sum(p.amount_cents), 0)::int8 from ap_payments p
            where p.vendor_agent_id = ${agentId}::bigint
              and p.community_agent_id = ${communityAgentId}::bigint
              and p.status <> ${ApPaymentStatus.Voided} and p.payment_date >= ${yearStart}::date)
            as "paidYtd",
          last.payment_date::text as "lastDate", last.amount_cents::int8 as "lastAmount"
        from (select 1) one
        left join lateral (select p.payment_date, p.amount_cents from ap_payments p
            where p.vendor_agent_id = ${agentId}::bigint
              and p.community_agent_id = ${communityAgentId}::bigint
              and p.status <> ${ApPaymentStatus.Voided}
            order by p.payment_date desc, p.id desc limit 1) last on true`,
  );
  return {
    OpenInvoiceCount: row?.openCount ?? 0,
    OpenAmount: row?.openAmount ?? 0,
    PaidYtd: row?.paidYtd ?? 0,
    LastPaymentDate: row?.lastDate ?? null,
    LastPaymentAmount: row?.lastAmount ?? null,
  };
}

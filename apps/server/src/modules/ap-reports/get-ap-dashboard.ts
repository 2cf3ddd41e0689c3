import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  apAgingBucket,
  ApPaymentStatus,
  DigitalPaymentStatusId,
  InboxState,
  localDay,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { num } from '../ar-reports/index';
import { openInvoices } from './open-invoices';

type GetApDashboard = typeof contract.apDashboard.GetApDashboard;

const stateNames: Record<number, string> = {
  [InboxState.Exception]: 'Exception',
  [InboxState.Inbox]: 'Inbox',
  [InboxState.Approval]: 'Approval',
  [InboxState.RejectionPending]: 'Rejection pending',
  [InboxState.Approved]: 'Approved',
  [InboxState.Rejected]: 'Rejected',
};

/** The first day of the month `back` months before the month of `day`. */
function monthStart(day: string, back: number): string {
  const [y = 0, m = 1] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) - back;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The AP dashboard of a community: 12 months entered vs paid, aging, inbox counts, KPI tiles. */
export async function getApDashboard(
  ctx: RequestContext,
  input: InputOf<GetApDashboard>,
): Promise<ResponseOf<GetApDashboard>> {
  requireClaim(ctx, 'apinvoice', 'read');
  const community = input.query.communityAgentId;
  await requireCommunity(ctx, community);
  const today = localDay(new Date());
  const first = monthStart(today, 11);
  const months = await queryRows<{ month: string; entered: number; paid: number }>(
    ctx.tx,
    sql`with m as (select generate_series(${first}::date, ${today}::date, interval '1 month')::date as month),
        e as (select date_trunc('month', invoice_date)::date as month, sum(total_cents) as cents
              from ap_invoices
              where community_agent_id = ${community}::bigint and invoice_date >= ${first}::date
                and inbox_state <> ${InboxState.Rejected}
              group by 1),
        p as (select date_trunc('month', payment_date)::date as month, sum(amount_cents) as cents
              from ap_payments
              where community_agent_id = ${community}::bigint and payment_date >= ${first}::date
                and status <> ${ApPaymentStatus.Voided}
              group by 1)
        select to_char(m.month, 'YYYY-MM') as month, coalesce(e.cents, 0)::int8 as entered,
               coalesce(p.cents, 0)::int8 as paid
        from m left join e on e.month = m.month left join p on p.month = m.month
        order by m.month`,
  );
  const counts = await queryRows<{ state: number; count: number }>(
    ctx.tx,
    sql`select inbox_state::int as state, count(*)::int as count from ap_invoices
        where community_agent_id = ${community}::bigint group by inbox_state`,
  );
  const [digital] = await queryRows<{ count: number }>(
    ctx.tx,
    sql`select count(*)::int as count from ap_payments
        where community_agent_id = ${community}::bigint and status <> ${ApPaymentStatus.Voided}
          and digital_status in (${DigitalPaymentStatusId.PaymentReleased}, ${DigitalPaymentStatusId.InProcess})`,
  );
  const open = await openInvoices(ctx, community, today);
  const aging = { Current: 0, Days1To30: 0, Days31To60: 0, Days61To90: 0, Over90: 0, Total: 0 };
  const keys = {
    current: 'Current',
    days1to30: 'Days1To30',
    days31to60: 'Days31To60',
    days61to90: 'Days61To90',
    over90: 'Over90',
  } as const;
  for (const inv of open) {
    aging[keys[apAgingBucket(inv.dueDate, today)]] += inv.open;
    aging.Total += inv.open;
  }
  const thisMonth = today.slice(0, 7);
  return {
    Months: months.map((m) => ({ Month: m.month, Entered: num(m.entered), Paid: num(m.paid) })),
    Aging: aging,
    InboxCounts: Object.entries(stateNames).map(([state, name]) => ({
      InboxState: Number(state),
      Name: name,
      Count: counts.find((c) => c.state === Number(state))?.count ?? 0,
    })),
    OpenInvoiceCount: open.length,
    OpenAmount: aging.Total,
    PaidThisMonth: num(months.find((m) => m.month === thisMonth)?.paid),
    DigitalInProcessCount: digital?.count ?? 0,
  };
}

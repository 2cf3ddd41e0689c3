import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readFeed } from './feed-query';
import { communityFeedScope } from './feed-scope';

type GetCardPaymentDashboard = typeof contract.activity.GetCardPaymentDashboard;

/** Every status a card payment can be in, in the dashboard's order. */
const CardStatuses = ['charging', 'paid', 'declined'] as const;

/**
 * The card-payment dashboard of a community (spec 1 §2.3): owners' card payments made in the
 * window by status, with their amounts and fees, and the feed of the payments they posted.
 */
export async function getCardPaymentDashboard(
  ctx: RequestContext,
  input: InputOf<GetCardPaymentDashboard>,
): Promise<ResponseOf<GetCardPaymentDashboard>> {
  const q = input.query;
  const scope = await communityFeedScope(ctx, q);
  const rows = await queryRows<{ status: string; count: number; amount: number; fee: number }>(
    ctx.tx,
    sql`select status, count(*)::int as count, coalesce(sum(amount_cents), 0)::int8 as amount,
          coalesce(sum(fee_cents), 0)::int8 as fee
        from owner_one_time_payments
        where community_agent_id = ${q.communityAgentId} and kind = 'card'
          ${q.startDate ? sql`and created_at::date >= ${q.startDate}` : sql``}
          ${q.endDate ? sql`and created_at::date <= ${q.endDate}` : sql``}
        group by status`,
  );
  const found = new Map(rows.map((row) => [row.status, row]));
  const feed = await readFeed(
    ctx,
    { ...scope, txnTypeIds: null, cardPayments: true },
    { skip: q.skip, take: q.take },
  );
  return {
    ByStatus: CardStatuses.map((status) => {
      const row = found.get(status);
      return {
        Status: status,
        Count: row?.count ?? 0,
        Amount: Number(row?.amount ?? 0),
        Fee: Number(row?.fee ?? 0),
      };
    }),
    Feed: feed,
  };
}

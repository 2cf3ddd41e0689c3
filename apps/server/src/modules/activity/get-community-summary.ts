import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetCommunitySummary = typeof contract.activity.GetCommunitySummary;

/**
 * HistoricTransaction/GetCommunitySummary (spec 1 §7): what the owner history import brought into
 * a community: how many transactions over how many properties, their totals and first and last
 * days.
 */
export async function getCommunitySummary(
  ctx: RequestContext,
  input: InputOf<GetCommunitySummary>,
): Promise<ResponseOf<GetCommunitySummary>> {
  const { communityAgentId } = input.query;
  await requireCommunity(ctx, communityAgentId);
  const [row] = await queryRows<Omit<ResponseOf<GetCommunitySummary>, 'CommunityAgentId'>>(
    ctx.tx,
    sql`select count(*)::int as "TransactionCount",
          count(distinct property_agent_id)::int as "PropertyCount",
          coalesce(sum(charge_cents), 0)::int8 as "Charges",
          coalesce(sum(payment_cents), 0)::int8 as "Payments",
          min(txn_date)::text as "FirstDate", max(txn_date)::text as "LastDate"
        from historic_transactions where community_agent_id = ${communityAgentId}`,
  );
  if (!row) throw new Error('The summary query returned no row');
  return { CommunityAgentId: communityAgentId, ...row };
}

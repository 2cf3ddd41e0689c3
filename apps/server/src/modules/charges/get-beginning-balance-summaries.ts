import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

type GetBeginningBalanceSummaries = typeof contract.charges.GetBeginningBalanceSummaries;

interface SummaryRow {
  community: string | number;
  name: string | null;
  accrued: number;
  posted: number;
  owners: number;
  debit: string | number;
  credit: string | number;
  last_post_date: string | null;
}

/**
 * Beginning balance adjustments (73) per community — of one community, or of every community on
 * the caller's list: how many are accrued and posted, the owners posted and the posted amounts.
 */
export async function getBeginningBalanceSummaries(
  ctx: RequestContext,
  input: InputOf<GetBeginningBalanceSummaries>,
): Promise<ResponseOf<GetBeginningBalanceSummaries>> {
  requireClaim(ctx, 'arapplycharges', 'read');
  const { communityAgentId } = input.query;
  if (communityAgentId !== undefined) await requireCommunity(ctx, communityAgentId);
  const posted = sql`i.status_id = ${StatusId.Posted}::smallint`;
  const rows = await queryRows<SummaryRow>(
    ctx.tx,
    sql`select c.id as community, ct.display_name as name,
               count(distinct i.id) filter (where i.status_id = ${StatusId.Accrued}::smallint)::int
                 as accrued,
               count(distinct i.id) filter (where ${posted})::int as posted,
               count(distinct ia.agent_id) filter (where ${posted})::int as owners,
               coalesce(sum(d.amount_cents) filter (where ${posted} and d.is_debit), 0) as debit,
               coalesce(sum(d.amount_cents) filter (where ${posted} and not d.is_debit), 0)
                 as credit,
               max(i.post_date) filter (where ${posted})::text as last_post_date
          from agents c
          left join contacts ct on ct.agent_id = c.id
          left join items i on i.community_agent_id = c.id
           and i.txn_type_id = ${TxnTypeId.BeginningBalanceAdjustment}::smallint
           and i.status_id in (${StatusId.Accrued}::smallint, ${StatusId.Posted}::smallint)
          left join item_agents ia on ia.item_id = i.id and not ia.is_deleted
          left join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
         where ${inUserCommunities(ctx, sql`c.id`, { asked: communityAgentId })}
         group by c.id, ct.display_name
         order by ct.display_name, c.id`,
  );
  return rows.map((r) => ({
    CommunityAgentId: Number(r.community),
    CommunityName: r.name ?? '',
    AccruedCount: r.accrued,
    PostedCount: r.posted,
    OwnersCount: r.owners,
    DebitAmount: Number(r.debit),
    CreditAmount: Number(r.credit),
    NetAmount: Number(r.debit) - Number(r.credit),
    LastPostDate: r.last_post_date,
  }));
}

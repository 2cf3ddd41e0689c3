import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, localDay } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { requireOwnerLedger } from './community-access';
import { communityAging } from './community-aging';

type Kpi = typeof contract.ownerLedger.GetAccountsReceivableCommunityKpi;

/** A community's receivable on a date (today by default): totals, owners, aging buckets. */
export async function getArCommunityKpi(
  ctx: RequestContext,
  input: InputOf<Kpi>,
): Promise<ResponseOf<Kpi>> {
  const { communityAgentId } = input.query;
  await requireOwnerLedger(ctx, communityAgentId);
  const asOfDate = input.query.asOfDate ?? localDay(new Date());
  const aging = await communityAging(ctx.tx, communityAgentId, asOfDate);
  const [owners] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from agents a where a.community_agent_id = ${communityAgentId}::bigint
           and a.agent_type_id = ${AgentTypeId.PrimaryOwner}::smallint and not a.is_deleted`,
  );
  const { Current, Days30, Days60, Days90 } = aging.amounts;
  return {
    CommunityAgentId: communityAgentId,
    AsOfDate: asOfDate,
    TotalReceivable: aging.receivable,
    TotalPrepaid: aging.prepaid,
    OwnersCount: owners?.n ?? 0,
    OwnersWithBalance: aging.ownersWithBalance,
    DelinquentOwners: aging.delinquentOwners,
    Aging: { ...aging.amounts, Total: Current + Days30 + Days60 + Days90 },
  };
}

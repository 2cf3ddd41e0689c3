import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, CodeTypeId, localDay } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { agedBalancesSql } from './aged-balances';
import { requireOwnerLedger } from './community-access';

type Kpi = typeof contract.ownerLedger.GetAccountsReceivableCommunityKpi;

interface KpiRow {
  receivable: string;
  prepaid: string;
  owners: number;
  with_balance: number;
  delinquent: number;
  current: string;
  days30: string;
  days60: string;
  days90: string;
}

/** A community's receivable on a date (today by default): totals, owners, aging buckets. */
export async function getArCommunityKpi(
  ctx: RequestContext,
  input: InputOf<Kpi>,
): Promise<ResponseOf<Kpi>> {
  const { communityAgentId } = input.query;
  await requireOwnerLedger(ctx, communityAgentId);
  const asOfDate = input.query.asOfDate ?? localDay(new Date());
  const prepaid = sql`c.code_type_id = ${CodeTypeId.PrePaid}::smallint`;
  const [row] = await queryRows<KpiRow>(
    ctx.tx,
    sql`with g as (
          select g.*, ${prepaid} as is_prepaid
            from (${agedBalancesSql(communityAgentId, asOfDate)}) g join codes c on c.id = g.code_id
        ), o as (
          select owner_agent_id, sum(total_cents) filter (where not is_prepaid) as owed,
                 sum(days30_cents + days60_cents + days90_cents) filter (where not is_prepaid) as late
            from g group by owner_agent_id
        )
        select coalesce((select sum(total_cents) from g where not is_prepaid), 0) as receivable,
               coalesce((select -sum(total_cents) from g where is_prepaid), 0) as prepaid,
               (select count(*)::int from agents a where a.community_agent_id = ${communityAgentId}::bigint
                   and a.agent_type_id = ${AgentTypeId.PrimaryOwner}::smallint and not a.is_deleted) as owners,
               (select count(*)::int from o where owed > 0) as with_balance,
               (select count(*)::int from o where late > 0) as delinquent,
               coalesce((select sum(current_cents) from g where not is_prepaid), 0) as current,
               coalesce((select sum(days30_cents) from g where not is_prepaid), 0) as days30,
               coalesce((select sum(days60_cents) from g where not is_prepaid), 0) as days60,
               coalesce((select sum(days90_cents) from g where not is_prepaid), 0) as days90`,
  );
  const n = (v: string | undefined) => Number(v ?? 0);
  const aging = {
    Current: n(row?.current),
    Days30: n(row?.days30),
    Days60: n(row?.days60),
    Days90: n(row?.days90),
  };
  return {
    CommunityAgentId: communityAgentId,
    AsOfDate: asOfDate,
    TotalReceivable: n(row?.receivable),
    TotalPrepaid: n(row?.prepaid),
    OwnersCount: row?.owners ?? 0,
    OwnersWithBalance: row?.with_balance ?? 0,
    DelinquentOwners: row?.delinquent ?? 0,
    Aging: { ...aging, Total: aging.Current + aging.Days30 + aging.Days60 + aging.Days90 },
  };
}

import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { selectChart } from './account-queries';

type GetChartOfAccounts = typeof contract.glAccounts.GetChartOfAccounts;
type CountAccounts = typeof contract.glAccounts.CountAccounts;

export async function getChartOfAccounts(
  ctx: RequestContext,
  input: InputOf<GetChartOfAccounts>,
): Promise<ResponseOf<GetChartOfAccounts>> {
  requireClaim(ctx, 'glaccounts', 'read');
  const q = input.query;
  await requireCommunity(ctx, q.communityAgentId);
  return selectChart(
    ctx,
    sql`accounts.community_agent_id = ${q.communityAgentId}
        and (accounts.is_active or ${q.includeInactive ?? false})`,
  );
}

export async function countAccounts(
  ctx: RequestContext,
  input: InputOf<CountAccounts>,
): Promise<ResponseOf<CountAccounts>> {
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  const [row] = await queryRows<{ count: number }>(
    ctx.tx,
    sql`select count(*)::int as count from accounts
        where community_agent_id = ${input.query.communityAgentId}`,
  );
  return { Count: row?.count ?? 0 };
}

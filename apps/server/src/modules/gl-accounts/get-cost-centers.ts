import { costCenters, eq, queryRows, sql, type SQL } from '@hoa/db';
import type { contract, CostCenter, InputOf, ResponseOf } from '@hoa/contract';
import { escapeLike } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type G = typeof contract.glAccounts;

// Cost centers are the categories of spec 2 (CostCenterCategoryId on lines and history filters).
// Their selectors sit on every posting screen: community access is enough to read them.

export async function selectCostCenters(ctx: RequestContext, filter: SQL): Promise<CostCenter[]> {
  const rows = await queryRows<{
    id: string | number;
    community_agent_id: string | number;
    number: string;
    name: string;
  }>(
    ctx.tx,
    sql`select id, community_agent_id, cost_center_number as number, cost_center_name as name
        from cost_centers where ${filter}
        order by nullif(substring(cost_center_number from '^[0-9]+'), '')::numeric nulls last,
          cost_center_number, id`,
  );
  return rows.map((row) => ({
    CostCenterId: Number(row.id),
    CommunityAgentId: Number(row.community_agent_id),
    CostCenterNumber: row.number,
    CostCenterName: row.name,
  }));
}

/** The cost center's row, once the caller may work in its community. */
export async function loadCostCenter(ctx: RequestContext, costCenterId: number) {
  const [center] = await ctx.tx.select().from(costCenters).where(eq(costCenters.id, costCenterId));
  if (!center) throw notFound();
  await requireCommunity(ctx, center.communityAgentId);
  return center;
}

export async function getCostCenters(
  ctx: RequestContext,
  input: InputOf<G['GetCostCenters']>,
): Promise<ResponseOf<G['GetCostCenters']>> {
  await requireCommunity(ctx, input.query.communityAgentId);
  return selectCostCenters(ctx, sql`community_agent_id = ${input.query.communityAgentId}`);
}

export async function getCategory(
  ctx: RequestContext,
  input: InputOf<G['GetCategory']>,
): Promise<ResponseOf<G['GetCategory']>> {
  const center = await loadCostCenter(ctx, input.query.costCenterCategoryId);
  const [row] = await selectCostCenters(ctx, sql`id = ${center.id}`);
  if (!row) throw notFound();
  return row;
}

export async function searchCategories(
  ctx: RequestContext,
  input: InputOf<G['SearchCategories']>,
): Promise<ResponseOf<G['SearchCategories']>> {
  const q = input.query;
  await requireCommunity(ctx, q.communityAgentId);
  const term = escapeLike(q.searchTerm ?? '');
  return selectCostCenters(
    ctx,
    sql`community_agent_id = ${q.communityAgentId}
        and (cost_center_number ilike ${`${term}%`} or cost_center_name ilike ${`%${term}%`})`,
  );
}

/** The lowest-numbered cost center, when the community's profile uses cost centers. */
export async function getCommunityDefaultCostCenter(
  ctx: RequestContext,
  input: InputOf<G['GetCommunityDefaultCostCenter']>,
): Promise<ResponseOf<G['GetCommunityDefaultCostCenter']>> {
  const id = input.query.communityAgentId;
  await requireCommunity(ctx, id);
  const [first] = await selectCostCenters(
    ctx,
    sql`community_agent_id = ${id} and exists (select 1 from accounting_profiles p
          where p.community_agent_id = ${id} and p.is_using_cost_centers)`,
  );
  return first ?? null;
}

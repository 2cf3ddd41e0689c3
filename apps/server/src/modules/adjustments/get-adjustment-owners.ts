import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, CodeTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { adjustmentOwners, rangeFilter, requireCommunityCode } from './adjustment-owners';

type Owners = ResponseOf<typeof contract.adjustments.GetAdjustmentOwner>;

/** Owner selection methods 1 to 5: all owners, or those within the ranges given. */
export async function getAdjustmentOwner(
  ctx: RequestContext,
  { query: q }: InputOf<typeof contract.adjustments.GetAdjustmentOwner>,
): Promise<Owners> {
  requireClaim(ctx, 'arapplycharges', 'read');
  await requireCommunity(ctx, q.CommunityId);
  await requireCommunityCode(ctx, q.CommunityId, q.CodeId);
  return {
    Owners: await adjustmentOwners(ctx, q.CommunityId, q.CodeId, q.OrderBy, rangeFilter(q)),
  };
}

/** Owner selection method 6: the properties assigned the section code (type 19). */
export async function getAdjustmentOwnerBySectionId(
  ctx: RequestContext,
  { query: q }: InputOf<typeof contract.adjustments.GetAdjustmentOwnerBySectionId>,
): Promise<Owners> {
  requireClaim(ctx, 'arapplycharges', 'read');
  await requireCommunity(ctx, q.communityId);
  await requireCommunityCode(ctx, q.communityId, q.codeId);
  const section = await requireCommunityCode(ctx, q.communityId, q.sectionId);
  if (section.codeTypeId !== CodeTypeId.Section) throw notFound();
  const filter = sql` and exists (select 1 from charge_assignments s
      where s.agent_id = p.id and s.code_id = ${q.sectionId})`;
  return { Owners: await adjustmentOwners(ctx, q.communityId, q.codeId, q.orderBy, filter) };
}

/**
 * Owner selection method 7: the properties assigned a code whose GL accounts carry the cost
 * center (the owners billed to it).
 */
export async function getAdjustmentOwnerByCostCenterId(
  ctx: RequestContext,
  { query: q }: InputOf<typeof contract.adjustments.GetAdjustmentOwnerByCostCenterId>,
): Promise<Owners> {
  requireClaim(ctx, 'arapplycharges', 'read');
  await requireCommunity(ctx, q.communityId);
  await requireCommunityCode(ctx, q.communityId, q.codeId);
  const [center] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id from cost_centers where id = ${q.costCategoryId}
           and community_agent_id = ${q.communityId}`,
  );
  if (!center) throw notFound();
  const filter = sql` and exists (select 1 from charge_assignments s
      join code_accounts ca on ca.code_id = s.code_id
     where s.agent_id = p.id and ca.cost_center_id = ${q.costCategoryId})`;
  return { Owners: await adjustmentOwners(ctx, q.communityId, q.codeId, q.orderBy, filter) };
}

/** The lists the owner selection offers: sections, cost centers and street names. */
export async function getAdjustmentOwnerFilters(
  ctx: RequestContext,
  { query: q }: InputOf<typeof contract.adjustments.GetAdjustmentOwnerFilters>,
): Promise<ResponseOf<typeof contract.adjustments.GetAdjustmentOwnerFilters>> {
  requireClaim(ctx, 'arapplycharges', 'read');
  await requireCommunity(ctx, q.communityId);
  const sections = await queryRows<{ id: string | number; alias: string; name: string }>(
    ctx.tx,
    sql`select id, code_alias as alias, code_name as name from codes
         where community_agent_id = ${q.communityId} and code_type_id = ${CodeTypeId.Section}
         order by code_alias, id`,
  );
  const centers = await queryRows<{ id: string | number; number: string; name: string }>(
    ctx.tx,
    sql`select id, cost_center_number as number, cost_center_name as name from cost_centers
         where community_agent_id = ${q.communityId} order by cost_center_number, id`,
  );
  const streets = await queryRows<{ street: string }>(
    ctx.tx,
    sql`select distinct a.street_name as street from agents p
          join addresses a on a.agent_id = p.id
         where p.community_agent_id = ${q.communityId} and not p.is_deleted
           and p.agent_type_id = ${AgentTypeId.Property} and a.street_name is not null and a.street_name <> ''
         order by 1`,
  );
  return {
    Sections: sections.map((s) => ({ CodeID: Number(s.id), CodeAlias: s.alias, CodeName: s.name })),
    CostCenters: centers.map((c) => ({
      CostCenterId: Number(c.id),
      CostCenterNumber: c.number,
      CostCenterName: c.name,
    })),
    StreetNames: streets.map((s) => s.street),
  };
}

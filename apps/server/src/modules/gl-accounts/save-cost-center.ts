import { costCenters, eq, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { GlAccountMessages } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadCostCenter, selectCostCenters } from './get-cost-centers';

type SaveCostCenter = typeof contract.glAccounts.SaveCostCenter;

/** Creates or renames a cost center; numbers are unique within the community. */
export async function saveCostCenter(
  ctx: RequestContext,
  input: InputOf<SaveCostCenter>,
): Promise<ResponseOf<SaveCostCenter>> {
  const body = input.body;
  requireClaim(ctx, 'glaccounts', body.CostCenterId ? 'update' : 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  if (body.CostCenterId) {
    const center = await loadCostCenter(ctx, body.CostCenterId);
    if (center.communityAgentId !== body.CommunityAgentId)
      throw badRequest(GlAccountMessages.otherCommunity);
  }
  const [taken] = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from cost_centers where community_agent_id = ${body.CommunityAgentId}
          and lower(cost_center_number) = lower(${body.CostCenterNumber})
          and id <> ${body.CostCenterId ?? 0}`,
  );
  if (taken) throw appError('GlCostCenterNumberTaken', body.CostCenterNumber);
  const values = { costCenterNumber: body.CostCenterNumber, costCenterName: body.CostCenterName };
  const [saved] = body.CostCenterId
    ? await ctx.tx
        .update(costCenters)
        .set(values)
        .where(eq(costCenters.id, body.CostCenterId))
        .returning({ id: costCenters.id })
    : await ctx.tx
        .insert(costCenters)
        .values({
          ...values,
          companyId: ctx.user.companyId,
          communityAgentId: body.CommunityAgentId,
        })
        .returning({ id: costCenters.id });
  const [row] = saved ? await selectCostCenters(ctx, sql`id = ${saved.id}`) : [];
  if (!row) throw notFound();
  return row;
}

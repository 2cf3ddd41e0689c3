import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { selectParts } from './community-part-rows';
import { requireWorkOrder } from './work-order-rows';

type RemoveCommunityPart = typeof contract.workOrderCosts.RemoveCommunityPart;

/**
 * WorkOrder/RemoveCommunityPart: a part taken off a community's list (its DateDeleted set); the
 * cost items naming it keep it. The work order it was removed from, where named, must be of the
 * community.
 */
export async function removeCommunityPart(
  ctx: RequestContext,
  { body }: InputOf<RemoveCommunityPart>,
): Promise<ResponseOf<RemoveCommunityPart>> {
  requireClaim(ctx, 'workordermaintain', 'delete');
  await requireCommunity(ctx, body.communityId);
  if (body.workOrderId) {
    const workOrder = await requireWorkOrder(ctx, body.workOrderId, false);
    if (workOrder.communityAgentId !== body.communityId) throw notFound();
  }
  const [removed] = await queryRows(
    ctx.tx,
    sql`update community_parts set date_deleted = now()
         where id = ${body.partId} and community_agent_id = ${body.communityId}
           and date_deleted is null
     returning id`,
  );
  if (!removed) throw notFound();
  const [part] = await selectParts(ctx, sql`p.id = ${body.partId}`);
  if (!part) throw notFound();
  return part;
}

import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { sql } from '@hoa/db';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { requirePartsCommunity, selectParts } from './community-part-rows';

type GetCommunityPartsList = typeof contract.workOrderCosts.GetCommunityPartsList;

/** WorkOrder/GetCommunityPartsList: the parts of a community's list not removed, by name. */
export async function getCommunityPartsList(
  ctx: RequestContext,
  { query }: InputOf<GetCommunityPartsList>,
): Promise<ResponseOf<GetCommunityPartsList>> {
  requireClaim(ctx, 'workordermaintain', 'read');
  await requirePartsCommunity(ctx, query.agentId, query.agentTypeId);
  return selectParts(ctx, sql`p.community_agent_id = ${query.agentId} and p.date_deleted is null`);
}

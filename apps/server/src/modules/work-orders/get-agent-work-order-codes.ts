import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { selectWorkOrderCodes } from './code-rows';

type GetCodes = typeof contract.workOrders.GetAgentWorkOrderCodes;

/** WorkOrder/GetAgentWorkOrderCodes: the community's work order codes with detail and clock. */
export async function getAgentWorkOrderCodes(
  ctx: RequestContext,
  { query }: InputOf<GetCodes>,
): Promise<ResponseOf<GetCodes>> {
  requireClaim(ctx, 'workordermaintain', 'read');
  await requireCommunity(ctx, query.agentId);
  return selectWorkOrderCodes(ctx, sql`k.community_agent_id = ${query.agentId}`);
}

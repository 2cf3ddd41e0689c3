import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { selectCcrBatches } from './ccr-batch-rows';

type GetCcrBatches = typeof contract.ccrBatches.GetCcrBatches;

/** Ccr/GetCcrBatches: the batch index of a community, newest first. */
export async function getCcrBatches(
  ctx: RequestContext,
  { query }: InputOf<GetCcrBatches>,
): Promise<ResponseOf<GetCcrBatches>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const state = query.state === undefined ? sql`` : sql`and b.state = ${query.state}`;
  return selectCcrBatches(ctx, sql`b.community_agent_id = ${query.communityAgentId} ${state}`);
}

import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { selectCategories, selectCodes } from './code-queries';

type GetCodes = typeof contract.codes.GetCodes;
type GetCodeCategories = typeof contract.codes.GetCodeCategories;

export async function getCodes(
  ctx: RequestContext,
  input: InputOf<GetCodes>,
): Promise<ResponseOf<GetCodes>> {
  const communityAgentId = input.query.communityAgentId;
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, communityAgentId);
  return selectCodes(ctx, sql`k.community_agent_id = ${communityAgentId}`);
}

export async function getCodeCategories(
  ctx: RequestContext,
  input: InputOf<GetCodeCategories>,
): Promise<ResponseOf<GetCodeCategories>> {
  const communityAgentId = input.query.communityAgentId;
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, communityAgentId);
  return selectCategories(ctx, sql`c.community_agent_id = ${communityAgentId}`);
}

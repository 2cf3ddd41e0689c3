import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readGroupForAdmin, readGroups } from './group-queries';

type GetGroups = typeof contract.customFields.GetGroups;
type GetGroup = typeof contract.customFields.GetGroup;

/** The categories the caller administers: all, or one community's, or one availability's. */
export async function getGroups(
  ctx: RequestContext,
  input: InputOf<GetGroups>,
): Promise<ResponseOf<GetGroups>> {
  requireClaim(ctx, 'maintainuser', 'read');
  const { communityAgentId, agentTypeGroupId } = input.query;
  if (communityAgentId !== undefined) await requireCommunity(ctx, communityAgentId);
  return readGroups(ctx, { communityAgentId, agentTypeGroupId });
}

export function getGroup(
  ctx: RequestContext,
  input: InputOf<GetGroup>,
): Promise<ResponseOf<GetGroup>> {
  requireClaim(ctx, 'maintainuser', 'read');
  return readGroupForAdmin(ctx, input.query.customFieldGroupId);
}

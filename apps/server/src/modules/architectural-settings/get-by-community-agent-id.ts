import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readArchitecturalSettings } from './settings-rows';

type Get = typeof contract.architecturalSettings.GetByCommunityAgentId;

/** ArchitecturalSettings/GetByCommunityAgentId: one community's settings (the defaults if unsaved). */
export async function getByCommunityAgentId(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'community', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return readArchitecturalSettings(ctx, query.communityAgentId);
}

import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { requirePropertiesCommunity, setCollectionStatus } from './collection-properties';

type RemoveMany = typeof contract.collections.RemovePropertiesFromCollection;

/** Takes properties of one community out of collection at once. */
export async function removePropertiesFromCollection(
  ctx: RequestContext,
  input: InputOf<RemoveMany>,
): Promise<ResponseOf<RemoveMany>> {
  requireClaim(ctx, 'arcollection', 'update');
  const ids = input.body.PropertyAgentIds;
  const communityAgentId = await requirePropertiesCommunity(ctx, ids);
  await setCollectionStatus(ctx, communityAgentId, ids, null, false);
  return { success: true };
}

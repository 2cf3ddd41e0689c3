import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { requirePropertiesCommunity, setCollectionStatus } from './collection-properties';

type RemoveOne = typeof contract.collections.RemovePropertyFromCollection;

/** Takes a property out of collection: no action, no hold, until a later run. */
export async function removePropertyFromCollection(
  ctx: RequestContext,
  input: InputOf<RemoveOne>,
): Promise<ResponseOf<RemoveOne>> {
  requireClaim(ctx, 'arcollection', 'update');
  const ids = [input.body.PropertyAgentId];
  const communityAgentId = await requirePropertiesCommunity(ctx, ids);
  await setCollectionStatus(ctx, communityAgentId, ids, null, false);
  return { success: true };
}

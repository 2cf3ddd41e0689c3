import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readCollectionStatus } from './collection-properties';

type Get = typeof contract.collections.GetCollectionStatus;

/** Every property of a community with its collection action, hold and balance. */
export async function getCollectionStatus(
  ctx: RequestContext,
  input: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'arcollection', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  return readCollectionStatus(ctx.tx, input.query.communityAgentId);
}

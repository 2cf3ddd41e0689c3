import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CodeTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { communityCodes, typeIn } from '../codes/index';

type Get = typeof contract.collections.GetCollectionActions;

/** The collection actions of a community: its codes of type 6, by alias (the run's ladder). */
export async function getCollectionActions(
  ctx: RequestContext,
  input: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'arcollection', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  return communityCodes(
    ctx.tx,
    input.query.communityAgentId,
    typeIn([CodeTypeId.CollectionAction]),
  );
}

import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CodeTypeId, CollectionMessages } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireCommunityCodes, typeIn } from '../codes/index';
import {
  readCollectionStatus,
  requirePropertiesCommunity,
  setCollectionStatus,
} from './collection-properties';

type Update = typeof contract.collections.UpdateCollectionActionProperty;

/** Sets a property's collection action (a code of type 6, or none) and its hold by hand. */
export async function updateCollectionActionProperty(
  ctx: RequestContext,
  input: InputOf<Update>,
): Promise<ResponseOf<Update>> {
  requireClaim(ctx, 'arcollection', 'update');
  const { PropertyAgentId, TopsCodeId, IsOnHold } = input.body;
  const communityAgentId = await requirePropertiesCommunity(ctx, [PropertyAgentId]);
  if (TopsCodeId !== null)
    await requireCommunityCodes(
      ctx.tx,
      communityAgentId,
      [TopsCodeId],
      typeIn([CodeTypeId.CollectionAction]),
      CollectionMessages.notAction,
    );
  await setCollectionStatus(ctx, communityAgentId, [PropertyAgentId], TopsCodeId, IsOnHold);
  const [status] = await readCollectionStatus(ctx.tx, communityAgentId, [PropertyAgentId]);
  if (!status) throw appError('CollectionNotProperty');
  return status;
}

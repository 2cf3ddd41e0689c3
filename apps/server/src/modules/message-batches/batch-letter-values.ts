import type { RequestContext } from '../../http/request-context';
import {
  ownerLetterRecipients,
  withCollectionValues,
  type LetterRecipient,
  type LetterSender,
} from '../templates/index';

/** What a batch's letter values depend on: its community and the run it was made from. */
export interface BatchSource {
  communityAgentId: number;
  /** The collection run whose letters the batch sends, or null. */
  sourceItemId: number | null;
}

/**
 * The batch's owners (of ownerAgentIds) with their letters' values as of today: the owner,
 * property and community values, and a collection run's values when it was made from one.
 */
export async function batchLetterRecipients(
  ctx: RequestContext,
  batch: BatchSource,
  sender: LetterSender,
  ownerAgentIds: readonly number[],
): Promise<LetterRecipient[]> {
  const owners = await ownerLetterRecipients(ctx, batch.communityAgentId, sender, ownerAgentIds);
  return batch.sourceItemId === null
    ? owners
    : withCollectionValues(ctx, batch.sourceItemId, owners);
}

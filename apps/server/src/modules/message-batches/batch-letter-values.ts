import type { RequestContext } from '../../http/request-context';
import {
  letterRecipientsOf,
  withCollectionValues,
  type LetterRecipient,
  type LetterRecipientKey,
  type LetterSender,
} from '../templates/index';

/** What a batch's letter values depend on: its community and the run it was made from. */
export interface BatchSource {
  communityAgentId: number;
  /** The collection run whose letters the batch sends, or null. */
  sourceItemId: number | null;
}

/**
 * The letters of a batch's recipients (letterRecipientsOf: in their order, null for one no
 * longer an owner or renter of the property) with their values as of today: the owner, property
 * and community values, and a collection run's values when the batch was made from one.
 */
export async function batchLetterRecipients(
  ctx: RequestContext,
  batch: BatchSource,
  sender: LetterSender,
  keys: readonly LetterRecipientKey[],
): Promise<(LetterRecipient | null)[]> {
  const letters = await letterRecipientsOf(ctx, batch.communityAgentId, sender, keys);
  if (batch.sourceItemId === null) return letters;
  const found = letters.filter((letter): letter is LetterRecipient => letter !== null);
  const valued = await withCollectionValues(ctx, batch.sourceItemId, found);
  let next = 0;
  return letters.map((letter) => (letter === null ? null : (valued[next++] ?? letter)));
}

import { queryRows, sql } from '@hoa/db';
import { TxnTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import {
  letterRecipientsOf,
  withCollectionValues,
  type LetterRecipient,
  type LetterSender,
} from '../templates/index';
import type { RecipientLetterKey } from './recipient-rows';

/** What a batch's letter values depend on: the batch, its community and what it was made for. */
export interface BatchSource {
  batchItemId: number;
  communityAgentId: number;
  /** The item whose letters the batch sends (a collection run, a violation), or null. */
  sourceItemId: number | null;
}

/**
 * The letters of a batch's recipients (letterRecipientsOf: in their order, null for one no
 * longer an owner or renter of the property) with their values as of today: the owner, property
 * and community values, the values its source gave it when it was made (a violation's, as of its
 * level; in a batch of several violations, each recipient's own) and a collection run's values
 * when it was made from one.
 */
export async function batchLetterRecipients(
  ctx: RequestContext,
  batch: BatchSource,
  sender: LetterSender,
  keys: readonly RecipientLetterKey[],
): Promise<(LetterRecipient | null)[]> {
  const [kept] = await queryRows<{
    values: Record<string, string> | null;
    source_type: number | null;
  }>(
    ctx.tx,
    sql`select b.source_merge_values as values, s.txn_type_id as source_type
          from message_batches b left join items s on s.id = b.source_item_id
         where b.item_id = ${batch.batchItemId}`,
  );
  const given = kept?.values ?? null;
  const addressed = await letterRecipientsOf(ctx, batch.communityAgentId, sender, keys);
  const letters = addressed.map((l, i) => {
    const own = keys[i]?.givenValues ?? null;
    if (l === null || (given === null && own === null)) return l;
    return { ...l, values: { ...l.values, ...given, ...own } };
  });
  if (batch.sourceItemId === null || kept?.source_type !== TxnTypeId.Collection) return letters;
  const found = letters.filter((letter): letter is LetterRecipient => letter !== null);
  const valued = await withCollectionValues(ctx, batch.sourceItemId, found);
  let next = 0;
  return letters.map((letter) => (letter === null ? null : (valued[next++] ?? letter)));
}

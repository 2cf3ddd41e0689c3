import { sql, type Tx } from '@hoa/db';
import { idArray } from '../../sql/index';

/** What the posting reports of one posted item: the codes it charged. */
export interface PostedCodes {
  itemId: number;
  codeIds: readonly number[];
}

/**
 * Moves the last applied date of the codes posted runs charged (LastAppliedTxnTypeIds) to the latest of their items' post dates, never back. From what the
 * posting reports (each item's codes), not by reading the lines back; the callers pass only the
 * items of types that keep the date.
 */
export async function setCodesLastApplied(tx: Tx, posted: readonly PostedCodes[]): Promise<void> {
  const pairs = posted.flatMap((p) => p.codeIds.map((codeId) => ({ codeId, itemId: p.itemId })));
  if (pairs.length === 0) return;
  await tx.execute(
    sql`update codes k set last_applied = x.post_date
          from (select u.code_id, max(i.post_date) as post_date
                  from unnest(${idArray(pairs.map((p) => p.codeId))},
                              ${idArray(pairs.map((p) => p.itemId))}) as u(code_id, item_id)
                  join items i on i.id = u.item_id
                 group by u.code_id) x
         where k.id = x.code_id
           and (k.last_applied is null or k.last_applied < x.post_date)`,
  );
}

import { sql, type Tx } from '@hoa/db';
import { insertLedgerLines } from './post-entries';
import { idArray } from '../../sql/index';

/** What to turn around, and where the reversal goes. */
export interface Reversal {
  /** The posted items whose ledger lines are reversed, each line with its sides swapped. */
  itemIds: readonly number[];
  /**
   * Where each item's reversal is posted: on the item itself and each line's own post date (the
   * default: a removal), or on another item, given per reversed item, and that item's post date
   * (a void).
   */
  onto?: ReadonlyMap<number, number>;
  /**
   * Put before each reversed line's description ('Void ', 'Removed: '). Given, the reversed
   * lines name no item agent detail; without it they keep the original's description and detail.
   */
  descriptionPrefix?: string;
}

/**
 * The one reversal of posted ledger lines: each line of the items, in the order posted, with debit
 * and credit swapped, written through the posting's one statement (so the database checks the
 * balance and the open period and year of the reversal's post dates). The callers:
 *  - removing a journal entry (journal-entries/remove-journal-entry.ts): on the entry, its own date,
 *    the lines' descriptions and details kept;
 *  - removing owner items (reverseReceivableItems, which also negates their owner lines): the same;
 *  - removing a payables bill or adjustment (ap-adjustments/remove-transaction.ts): on the item,
 *    its own date, 'Removed: ' before the description;
 *  - voiding a vendor payment (payables/void-payments.ts): onto the void item (59) and its date,
 *    'Void ' before the description.
 * The year-close undo is not one of them: it is a document of its own (an item of type 84 whose
 * details are the reversed lines), built by year-close/year-close-undo-posting.ts.
 */
export async function reversePosting(
  tx: Tx,
  companyId: number,
  { itemIds, onto, descriptionPrefix }: Reversal,
): Promise<void> {
  if (itemIds.length === 0) return;
  const ids = idArray(itemIds);
  const description =
    descriptionPrefix === undefined
      ? sql`l.description`
      : sql`left(${descriptionPrefix}::text || coalesce(l.description, ''), 200)`;
  const detail = descriptionPrefix === undefined ? sql`l.item_agent_detail_id` : sql`null::bigint`;
  if (!onto) {
    await insertLedgerLines(
      tx,
      companyId,
      sql`select l.item_id, l.community_agent_id, l.post_date, l.account_id, l.cost_center_id,
                 l.credit_cents as debit_cents, l.debit_cents as credit_cents,
                 ${description} as description, ${detail} as item_agent_detail_id
            from gl_lines l where l.item_id = any(${ids})
           order by l.item_id, l.id`,
    );
    return;
  }
  const pairs = itemIds.map((id) => ({ from: id, to: onto.get(id) ?? 0 }));
  await insertLedgerLines(
    tx,
    companyId,
    sql`select v.id as item_id, l.community_agent_id, v.post_date, l.account_id, l.cost_center_id,
               l.credit_cents as debit_cents, l.debit_cents as credit_cents,
               ${description} as description, ${detail} as item_agent_detail_id
          from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as o("from" bigint, "to" bigint)
          join items v on v.id = o."to"
          join gl_lines l on l.item_id = o."from"
         order by l.id`,
  );
}

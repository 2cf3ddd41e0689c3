import { sql, type SQL } from '@hoa/db';
import type { PostingEntry } from '@hoa/domain';
import type { LedgerLineQuery } from '../gl/index';
import type { NewItemLine } from './ledger-items';

/** A stored line of a journal entry and its item agent detail. */
export interface StoredLine extends NewItemLine {
  detailId: number;
}

/**
 * The posting of a stored journal entry (60), or of its next-period reversal: each stored line on
 * its side, account and cost center, with its description, naming its detail.
 */
export function journalEntryPosting(
  head: { itemId: number; communityAgentId: number; postDate: string },
  lines: readonly StoredLine[],
): PostingEntry {
  return {
    ...head,
    lines: lines.map((line) => ({
      accountId: line.accountId,
      costCenterId: line.costCenterId,
      debitCents: line.isDebit ? line.amountCents : 0,
      creditCents: line.isDebit ? 0 : line.amountCents,
      description: line.description,
      itemAgentDetailId: line.detailId,
    })),
  };
}

/**
 * The posting of new items stored as posted in the same statement (insertPostedLedgerItems): the
 * common table expressions `storedItems` store them (item_input, line_input), and each stored line
 * posts on its side, naming its detail. `summary` is what the statement returns besides.
 */
export function storedItemsPosting(storedItems: SQL, summary: SQL): LedgerLineQuery {
  return {
    before: storedItems,
    query: sql`select i.item_id, i.community_agent_id, i.post_date, l.account_id, l.cost_center_id,
          case when l.is_debit then l.amount_cents else 0 end as debit_cents,
          case when l.is_debit then 0 else l.amount_cents end as credit_cents,
          l.description, l.detail_id as item_agent_detail_id
        from line_input l join item_input i on i.i = l.i order by l.detail_id`,
    summary,
    prepared: true,
  };
}

import type { PostingEntry, PostingLine } from '@hoa/domain';
import type { StoredLedgerItem } from '../journal-entries/index';

/**
 * The posting of a year close's closing entry (60, its lines from closingLines: income and
 * expense closed to retained earnings) or of its undo (84, the closing entry's lines turned
 * around, read by undo-close-year.ts): the stored item's lines on the year's last day, each
 * naming the detail stored for it (in the same order). A year with nothing to close posts no
 * entry: the item stays without ledger lines.
 */
export function yearClosePosting(
  head: { communityAgentId: number; postDate: string },
  stored: StoredLedgerItem,
  lines: readonly PostingLine[],
): PostingEntry[] {
  if (lines.length === 0) return [];
  return [
    {
      itemId: stored.itemId,
      communityAgentId: head.communityAgentId,
      postDate: head.postDate,
      lines: lines.map((l, i) => ({ ...l, itemAgentDetailId: stored.detailIds[i] ?? null })),
    },
  ];
}

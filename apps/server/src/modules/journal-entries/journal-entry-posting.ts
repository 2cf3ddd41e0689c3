import type { PostingEntry } from '@hoa/domain';
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

import type { PostingEntry } from '@hoa/domain';

/** A stored miscellaneous cash receipt (48) and what its lines need. */
export interface MiscCashReceiptDocument {
  itemId: number;
  communityAgentId: number;
  eventDate: string;
  /** The GL account of the bank the money went to. */
  bankGlAccountId: number;
  totalCents: number;
  receivedFrom: string;
  lines: readonly { AccountId: number; Amount: number; Description: string | null }[];
  /** The stored details: the bank's first, then one per line in order. */
  detailIds: readonly number[];
}

/**
 * The posting of a miscellaneous cash receipt, on its date: the bank's GL account debited with the
 * total, each line's account credited with its amount (described by the line, or by whom the money
 * came from), each naming its detail.
 */
export function miscCashReceiptPosting(receipt: MiscCashReceiptDocument): PostingEntry[] {
  const { detailIds } = receipt;
  return [
    {
      itemId: receipt.itemId,
      communityAgentId: receipt.communityAgentId,
      postDate: receipt.eventDate,
      lines: [
        {
          accountId: receipt.bankGlAccountId,
          debitCents: receipt.totalCents,
          creditCents: 0,
          itemAgentDetailId: detailIds[0],
        },
        ...receipt.lines.map((l, i) => ({
          accountId: l.AccountId,
          debitCents: 0,
          creditCents: l.Amount,
          description: l.Description ?? receipt.receivedFrom,
          itemAgentDetailId: detailIds[i + 1],
        })),
      ],
    },
  ];
}

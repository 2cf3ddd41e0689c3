import type { PostingEntry } from '@hoa/domain';
import type { StoredLedgerItem } from '../journal-entries/index';

/** A pending transfer read for posting. */
export interface DueTransfer {
  id: number;
  community: number;
  from_account: number;
  to_account: number;
  from_cc: number | null;
  to_cc: number | null;
  cents: number;
  reference: string | null;
  date: string;
  from_name: string;
  to_name: string;
}

/**
 * The posting of funds transfers, each stored as a journal entry (60; `stored`, in the order of
 * `due`, its first detail the to line, its second the from line): on the transfer date the to
 * account's cash debited ('Funds transfer in') and the from account's credited ('Funds transfer
 * out'), each with its cost center.
 */
export function fundsTransferPosting(
  due: readonly DueTransfer[],
  stored: readonly StoredLedgerItem[],
): PostingEntry[] {
  return due.map((t, i) => {
    const item = stored[i];
    if (!item) throw new Error('no stored transfer item');
    return {
      itemId: item.itemId,
      communityAgentId: t.community,
      postDate: t.date,
      lines: [
        {
          accountId: t.to_account,
          costCenterId: t.to_cc,
          debitCents: t.cents,
          creditCents: 0,
          description: 'Funds transfer in',
          itemAgentDetailId: item.detailIds[0] ?? null,
        },
        {
          accountId: t.from_account,
          costCenterId: t.from_cc,
          debitCents: 0,
          creditCents: t.cents,
          description: 'Funds transfer out',
          itemAgentDetailId: item.detailIds[1] ?? null,
        },
      ],
    };
  });
}

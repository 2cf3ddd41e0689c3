import type { PostingEntry, PostingLine } from '@hoa/domain';

export interface BalanceLine {
  propertyAgentId: number;
  codeId: number;
  /** The code's receivable account. */
  accountId: number;
  /** Cents; below zero for a credit balance. */
  amountCents: number;
}

/**
 * The posting of owner beginning balances (52), one entry per property (its stored item) with a
 * line per code, naming the code's detail: each balance debits (a credit balance credits) the
 * code's receivable account, and the property's net goes to the offset account (retained
 * earnings), so the entry balances. `detailIds` are the stored details of all groups, in order.
 */
export function beginningBalancePosting(
  head: { communityAgentId: number; postDate: string; offsetAccountId: number },
  groups: readonly (readonly [number, readonly BalanceLine[]])[],
  itemIds: readonly number[],
  detailIds: readonly number[],
): PostingEntry[] {
  const { communityAgentId, postDate, offsetAccountId } = head;
  let next = 0;
  return groups.map(([, group], i) => {
    const postingLines: PostingLine[] = group.map((line) => ({
      accountId: line.accountId,
      debitCents: Math.max(line.amountCents, 0),
      creditCents: Math.max(-line.amountCents, 0),
      description: 'Beginning balance',
      itemAgentDetailId: detailIds[next++] ?? null,
    }));
    const net = group.reduce((sum, line) => sum + line.amountCents, 0);
    if (net !== 0) {
      postingLines.push({
        accountId: offsetAccountId,
        debitCents: Math.max(-net, 0),
        creditCents: Math.max(net, 0),
        description: 'Beginning balance offset',
      });
    }
    return { itemId: itemIds[i] ?? 0, communityAgentId, postDate, lines: postingLines };
  });
}

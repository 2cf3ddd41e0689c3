import type { MergeHistoryLine } from '@hoa/contract';
import type { PostingEntry, PostingLine } from '@hoa/domain';

/** The accounts of a merge, as its lines name them. */
interface MergeAccount {
  id: number;
  accountNumber: string;
}

/** One moved line: reversed on the source account, posted again on the target. */
export function moveLines(
  line: MergeHistoryLine,
  source: MergeAccount,
  target: MergeAccount,
): PostingLine[] {
  const common = { costCenterId: line.CostCenterId };
  return [
    {
      ...common,
      accountId: source.id,
      debitCents: line.CreditCents,
      creditCents: line.DebitCents,
      description: `Merged to ${target.accountNumber}`,
    },
    {
      ...common,
      accountId: target.id,
      debitCents: line.DebitCents,
      creditCents: line.CreditCents,
      description: `Merged from ${source.accountNumber}`,
    },
  ];
}

/**
 * The posting of an account history merge: on its one transfer item (60), an entry per moved line
 * at the line's own post date, made of its two moves (moveLines), each naming its stored detail
 * (`detailIds`: two per line, in order). Not a reversal of items: the moved lines stay, and the
 * trial balance is unchanged.
 */
export function accountMergePosting(
  head: { itemId: number; communityAgentId: number },
  lines: readonly MergeHistoryLine[],
  moves: readonly PostingLine[][],
  detailIds: readonly number[],
): PostingEntry[] {
  return lines.map((line, i) => ({
    itemId: head.itemId,
    communityAgentId: head.communityAgentId,
    postDate: line.PostDate,
    lines: (moves[i] ?? []).map((move, j) => ({
      ...move,
      itemAgentDetailId: detailIds[2 * i + j] ?? null,
    })),
  }));
}

import type { Cents } from '../money';
import { formatDate, type IsoDate } from '../dates';
import { mergeProblem } from '../gl-accounts';

// Merge of owner history (spec 1 §7.8 MergeItemHistory, spec 2 §5 'Merge of history'): a
// duplicate owner's history rows move to the surviving owner of the same property.

export const OwnerMergeMessages = {
  otherProperty: 'The source and target owners must be owners of the same property to merge.',
  notOwner: 'Only owners of a property have a history to merge.',
  rowsGone:
    'Some selected history rows are no longer rows of the source owner in the filter; apply the filter again.',
  closedPeriod: (postDate: IsoDate) =>
    `A history row of ${formatDate(postDate)} sits in a closed period or fiscal year and cannot be merged.`,
  /** Said before the user confirms a merge. */
  moveNote: (source: string, target: string) =>
    `Each row is reversed on ${source} and posted again on ${target}, on its own date; the property's balance does not change.`,
  merged: (count: number) => `${count} history row${count === 1 ? '' : 's'} merged.`,
} as const;

/** What the merge screen has chosen when the user asks to merge. */
export interface OwnerMergeSelection {
  sourceOwnerAgentId: number | null;
  targetOwnerAgentId: number | null;
  filterApplied: boolean;
  selectedRowCount: number;
}

/** The first of the spec's five merge messages that applies, for owners ('owner'). */
export function ownerMergeProblem(selection: OwnerMergeSelection): string | null {
  return mergeProblem('owner', {
    sourceId: selection.sourceOwnerAgentId,
    targetId: selection.targetOwnerAgentId,
    filterApplied: selection.filterApplied,
    selectedRowCount: selection.selectedRowCount,
  });
}

/** The owners of a merge: both must belong to the same property. */
export function ownerMergePropertyProblem(
  sourcePropertyAgentId: number | null,
  targetPropertyAgentId: number | null,
): string | null {
  if (sourcePropertyAgentId === null || sourcePropertyAgentId !== targetPropertyAgentId) {
    return OwnerMergeMessages.otherProperty;
  }
  return null;
}

/** A posted owner line (ar_lines) of the source owner that a merge moves. */
export interface MergeableOwnerLine {
  arLineId: number;
  itemId: number;
  /** The detail it posted from, if any: the merge's lines name it too. */
  itemAgentDetailId: number | null;
  txnTypeId: number;
  codeId: number;
  postDate: IsoDate;
  /** Signed: + the owner owes more. */
  amountCents: Cents;
  accountId: number | null;
  costCenterId: number | null;
  /** The line's own text (its detail's when it posted), or null for the item's. */
  description: string | null;
}

/**
 * An owner line a merge posts: the source line's own item, detail, code, account, date, text,
 * naming the line it moves.
 */
export interface MovedOwnerLine extends Omit<MergeableOwnerLine, 'arLineId'> {
  ownerAgentId: number;
  movedLineId: number;
}

/**
 * The owner lines that move one line: its reversal on the source owner (negated) and its posting
 * again on the target owner (as it was), on the line's own item, code, account, cost center and
 * post date. The pair sums to zero on the code's account, so the ledger and the property's
 * balance are unchanged; only whose balance it is changes.
 */
export function ownerMergeMoves(
  line: MergeableOwnerLine,
  sourceOwnerAgentId: number,
  targetOwnerAgentId: number,
): [MovedOwnerLine, MovedOwnerLine] {
  const kept = {
    movedLineId: line.arLineId,
    itemId: line.itemId,
    itemAgentDetailId: line.itemAgentDetailId,
    txnTypeId: line.txnTypeId,
    codeId: line.codeId,
    postDate: line.postDate,
    accountId: line.accountId,
    costCenterId: line.costCenterId,
    description: line.description,
  };
  return [
    { ...kept, ownerAgentId: sourceOwnerAgentId, amountCents: -line.amountCents },
    { ...kept, ownerAgentId: targetOwnerAgentId, amountCents: line.amountCents },
  ];
}

/** What the selected lines add to an owner's balance: the amount a merge moves. */
export function movedAmount(lines: readonly Pick<MergeableOwnerLine, 'amountCents'>[]): Cents {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}

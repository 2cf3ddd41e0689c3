// Why the signed-in user cannot approve an invoice in approval, and who can (issue 18 item 4): the
// AP inbox says it on the card instead of leaving the user at an invoice without an Approve.
import { UserCanApproveValue } from '../static-data/payables-enums';
import { ApprovalStage } from './approval';
import { ApprovalMessages as M } from './approval-messages';

/** What the card of an invoice in approval knows (InvoiceCard's fields of these names). */
export interface ApprovalCardFacts {
  ApprovalStatus: number | null;
  UserCanApprove: number;
  EnteredByUserId: number | null;
  ApprovalCount: number;
  RequiredApprovals: number;
  Approvers: readonly { UserId: number; DisplayName: string; HasApproved: boolean }[];
}

export const ApprovalExplained = {
  entered: 'You entered this invoice, so another user approves it.',
  approvedByYou: (more: number) =>
    `You have approved it; its group needs ${String(more)} more ${more === 1 ? 'approval' : 'approvals'}.`,
  groupApproved: 'Your approval group has already approved it.',
  groupLater: 'Your approval group approves it after the current group.',
  notInGroup: 'You are not an approver of its current approval group.',
  boardOnly: M.boardAccessOnly,
  whoCan: (names: readonly string[]) => `Who can approve it now: ${names.join(', ')}.`,
  noOneCan:
    'No one in its current approval group can approve it: an administrator adds approvers in Approval settings.',
} as const;

/**
 * Why `userId` cannot approve the invoice now, and who can; null when they can, or when the
 * invoice is not in approval. Who can: the current group's approvers who have not approved yet,
 * other than the user who entered it.
 */
export function whyCannotApprove(
  card: ApprovalCardFacts,
  userId: number,
  isBoardMember: boolean,
): string | null {
  if (card.ApprovalStatus === null) return null;
  const U = UserCanApproveValue;
  const boardStage = card.ApprovalStatus === ApprovalStage.Board;
  if (card.UserCanApprove === U.Enabled && (!boardStage || isBoardMember)) return null;
  const reason = (() => {
    if (card.EnteredByUserId === userId) return ApprovalExplained.entered;
    if (card.UserCanApprove === U.Enabled) return ApprovalExplained.boardOnly;
    if (card.UserCanApprove === U.AlreadyApproved) {
      return ApprovalExplained.approvedByYou(
        Math.max(card.RequiredApprovals - card.ApprovalCount, 0),
      );
    }
    if (card.UserCanApprove === U.GroupAlreadyApproved) return ApprovalExplained.groupApproved;
    if (card.UserCanApprove === U.GroupToApprove) return ApprovalExplained.groupLater;
    return ApprovalExplained.notInGroup;
  })();
  const names = card.Approvers.filter(
    (a) => !a.HasApproved && a.UserId !== card.EnteredByUserId && a.UserId !== userId,
  ).map((a) => a.DisplayName);
  return `${reason} ${names.length > 0 ? ApprovalExplained.whoCan(names) : ApprovalExplained.noOneCan}`;
}

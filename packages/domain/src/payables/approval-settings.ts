// Approval settings of a community (spec 2 'approval manage and settings'): internal groups, then
// board groups, each numbered in its stage from 1 in the order given.
import { ApprovalMessages as M } from './approval-messages';
import { ApprovalStage, type ApprovalGroupRule } from './approval';

export const MaxRequiredApprovals = 20;

export interface ApprovalGroupInput {
  requiredApprovals: number;
  levelCents: number;
  memberUserIds: readonly number[];
}

/** Why the groups cannot be saved, or null. Board groups take only board-role users. */
export function approvalSettingsProblem(
  internal: readonly ApprovalGroupInput[],
  board: readonly ApprovalGroupInput[],
  boardUserIds: ReadonlySet<number>,
): string | null {
  for (const group of [...internal, ...board]) {
    if (group.requiredApprovals < 1 || group.requiredApprovals > MaxRequiredApprovals) {
      return M.requiredApprovalsRange;
    }
    if (group.levelCents < 0) return M.levelNotNegative;
    if (group.requiredApprovals > new Set(group.memberUserIds).size) {
      return M.requiredApprovalsOverMembers;
    }
  }
  if (board.some((g) => g.memberUserIds.some((id) => !boardUserIds.has(id)))) {
    return M.boardMembersOnly;
  }
  return null;
}

/** The groups as stored: numbered from 1 within each stage, members without repeats. */
export function numberApprovalGroups(
  internal: readonly ApprovalGroupInput[],
  board: readonly ApprovalGroupInput[],
): ApprovalGroupRule[] {
  const number = (groups: readonly ApprovalGroupInput[], approvalStatus: number) =>
    groups.map((g, i) => ({
      approvalStatus,
      groupNumber: i + 1,
      requiredApprovals: g.requiredApprovals,
      levelCents: g.levelCents,
      memberUserIds: [...new Set(g.memberUserIds)],
    }));
  return [...number(internal, ApprovalStage.Internal), ...number(board, ApprovalStage.Board)];
}

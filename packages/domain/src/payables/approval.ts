// The approval chain of an invoice (spec 2 §3 'Approval graph', §4 'Invoice handling by inbox
// filter'): a community's internal groups, then its board groups, each with a required count, a
// level (the invoice total from which it applies) and its approvers. Pure: the server loads the
// facts, these functions decide, the server writes what they decided.
import { InboxState, InvoiceActionId, UserCanApproveValue } from '../static-data/payables-enums';
import { ApprovalMessages as M } from './approval-messages';

/** ap_approval_groups.approval_status and ap_invoices.approval_status. */
export const ApprovalStage = { Internal: 1, Board: 2 } as const;

export type ApprovalStageId = (typeof ApprovalStage)[keyof typeof ApprovalStage];

export interface ApprovalGroupRule {
  approvalStatus: number;
  groupNumber: number;
  requiredApprovals: number;
  levelCents: number;
  memberUserIds: readonly number[];
}

export interface InvoiceApprovalFacts {
  inboxState: number;
  totalCents: number;
  /** The stage in approval (1 internal, 2 board); null outside approval. */
  approvalStatus: number | null;
  /** The group number within its stage. */
  approvalGroup: number;
  enteredByUserId: number | null;
}

/** The groups an invoice of this total passes, in order: internal groups, then board groups. */
export function approvalChain(
  groups: readonly ApprovalGroupRule[],
  totalCents: number,
): ApprovalGroupRule[] {
  return groups
    .filter((g) => g.levelCents <= totalCents)
    .sort((a, b) => a.approvalStatus - b.approvalStatus || a.groupNumber - b.groupNumber);
}

/** Where in its chain the invoice is: the index of its current group, -1 when it has none. */
export function chainPosition(
  chain: readonly ApprovalGroupRule[],
  invoice: Pick<InvoiceApprovalFacts, 'approvalStatus' | 'approvalGroup'>,
): number {
  return chain.findIndex(
    (g) => g.approvalStatus === invoice.approvalStatus && g.groupNumber === invoice.approvalGroup,
  );
}

/**
 * UserCanApprove of spec 2 §3 for one user: 2 when the user approves the current group and has
 * not yet, 1 when they have, 3 when their group is already behind the invoice, 4 when it is still
 * ahead, 0 otherwise (no group of theirs, the invoice is not in approval, or they entered it).
 */
export function userCanApprove(
  groups: readonly ApprovalGroupRule[],
  invoice: InvoiceApprovalFacts,
  userId: number,
  approvedBy: readonly number[],
): number {
  const U = UserCanApproveValue;
  if (invoice.inboxState !== InboxState.Approval || invoice.enteredByUserId === userId) {
    return U.NotConfigured;
  }
  const chain = approvalChain(groups, invoice.totalCents);
  const at = chainPosition(chain, invoice);
  if (at >= 0 && chain[at]?.memberUserIds.includes(userId)) {
    return approvedBy.includes(userId) ? U.AlreadyApproved : U.Enabled;
  }
  const mine = chain.findIndex((g) => g.memberUserIds.includes(userId));
  if (mine < 0 || at < 0) return U.NotConfigured;
  return mine < at ? U.GroupAlreadyApproved : U.GroupToApprove;
}

export interface Refusal {
  kind: 'refused';
  status: 400 | 403 | 409;
  message: string;
}

export type ApprovalDecision =
  | Refusal
  /** The group still needs approvals: the count rises. */
  | { kind: 'counted'; approvalCount: number }
  /** The group is satisfied and another follows: the invoice moves there, its count reset to 0. */
  | { kind: 'nextGroup'; next: ApprovalGroupRule }
  /** The last group is satisfied: the invoice is posted. */
  | { kind: 'approved' };

const refuse = (status: 403 | 409, message: string): Refusal => ({
  kind: 'refused',
  status,
  message,
});

/**
 * Checks that the user may act on the invoice in the stage (internal calls in internal approval,
 * board calls in board approval) as an approver of its current group; the group, else a refusal.
 */
export function currentGroupFor(
  groups: readonly ApprovalGroupRule[],
  invoice: InvoiceApprovalFacts,
  userId: number,
  stage: ApprovalStageId,
): ApprovalGroupRule | Refusal {
  if (invoice.inboxState !== InboxState.Approval) return refuse(409, M.notInApproval);
  if (invoice.approvalStatus !== stage) {
    return refuse(409, M.notInStage(stage === ApprovalStage.Board ? 'board' : 'internal'));
  }
  const chain = approvalChain(groups, invoice.totalCents);
  const group = chain[chainPosition(chain, invoice)];
  if (!group?.memberUserIds.includes(userId)) return refuse(403, M.notAnApprover);
  return group;
}

/**
 * One approval (spec 2 §4 'InternalApproval', 'BoardApproval'). approvedBy: who already approved
 * the current group since the invoice entered it.
 */
export function decideApproval(
  groups: readonly ApprovalGroupRule[],
  invoice: InvoiceApprovalFacts,
  userId: number,
  approvedBy: readonly number[],
  stage: ApprovalStageId,
): ApprovalDecision {
  if (invoice.enteredByUserId === userId) return refuse(403, M.enteredByCannotApprove);
  const group = currentGroupFor(groups, invoice, userId, stage);
  if ('kind' in group) return group;
  if (approvedBy.includes(userId)) return refuse(409, M.alreadyApproved);
  const approvalCount = approvedBy.length + 1;
  if (approvalCount < group.requiredApprovals) return { kind: 'counted', approvalCount };
  const chain = approvalChain(groups, invoice.totalCents);
  const next = chain[chain.indexOf(group) + 1];
  return next ? { kind: 'nextGroup', next } : { kind: 'approved' };
}

/** A rejection's reason, trimmed; null when there is none (then the rejection is refused). */
export function rejectionReason(reason: string | null | undefined): string | null {
  const trimmed = reason?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Actions after which earlier approvals no longer count: the invoice restarted its chain. */
export const ApprovalRestartActions: readonly number[] = [
  InvoiceActionId.Reject,
  InvoiceActionId.Resubmit,
  InvoiceActionId.Accept,
  InvoiceActionId.ApSettingsChange,
];

export interface LoggedAction {
  id: number;
  action: number;
  isInternal: boolean;
}

/**
 * The approval graph's parts (spec 2 §3): approvals since the invoice last (re)entered its chain
 * count, by stage; earlier approvals are ignored; the last rejection, settings changes and the OCR
 * capture stand apart.
 */
export function splitApprovalActions<A extends LoggedAction>(actions: readonly A[]) {
  const restartId = Math.max(
    0,
    ...actions.filter((a) => ApprovalRestartActions.includes(a.action)).map((a) => a.id),
  );
  const approvals = actions.filter((a) => a.action === InvoiceActionId.Approve);
  const live = approvals.filter((a) => a.id > restartId);
  const rejections = actions.filter((a) => a.action === InvoiceActionId.Reject);
  return {
    InternalApprovals: live.filter((a) => a.isInternal),
    BoardApprovals: live.filter((a) => !a.isInternal),
    IgnoredActions: approvals.filter((a) => a.id <= restartId),
    Rejection: rejections[rejections.length - 1] ?? null,
    ApSettingsChange: actions.filter((a) => a.action === InvoiceActionId.ApSettingsChange),
    OcrAction: actions.find((a) => a.action === InvoiceActionId.OcrCapture) ?? null,
  };
}

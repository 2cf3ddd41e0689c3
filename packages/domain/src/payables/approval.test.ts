import { describe, expect, it } from 'vitest';
import { InboxState, UserCanApproveValue as U } from '../static-data/payables-enums';
import { ApprovalMessages as M } from './approval-messages';
import {
  ApprovalStage,
  approvalChain,
  decideApproval,
  rejectionReason,
  splitApprovalActions,
  userCanApprove,
  type ApprovalGroupRule,
  type InvoiceApprovalFacts,
} from './approval';
import { approvalSettingsProblem, numberApprovalGroups } from './approval-settings';

// Internal group 1 (users 1, 2; 2 approvals), internal group 2 from $1,000 (user 3; 1 approval),
// board group 1 (user 9; 1 approval).
const groups: ApprovalGroupRule[] = [
  { approvalStatus: 2, groupNumber: 1, requiredApprovals: 1, levelCents: 0, memberUserIds: [9] },
  {
    approvalStatus: 1,
    groupNumber: 2,
    requiredApprovals: 1,
    levelCents: 100_000,
    memberUserIds: [3],
  },
  { approvalStatus: 1, groupNumber: 1, requiredApprovals: 2, levelCents: 0, memberUserIds: [1, 2] },
];

const invoice = (over: Partial<InvoiceApprovalFacts> = {}): InvoiceApprovalFacts => ({
  inboxState: InboxState.Approval,
  totalCents: 25_000,
  approvalStatus: 1,
  approvalGroup: 1,
  enteredByUserId: 5,
  ...over,
});

describe('approval chain', () => {
  it('orders internal groups before board groups and leaves out groups above the total', () => {
    expect(approvalChain(groups, 25_000).map((g) => [g.approvalStatus, g.groupNumber])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(approvalChain(groups, 100_000).map((g) => [g.approvalStatus, g.groupNumber])).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
    ]);
  });
});

describe('decideApproval', () => {
  const internal = ApprovalStage.Internal;
  it('raises the count while the group needs more approvals', () => {
    expect(decideApproval(groups, invoice(), 1, [], internal)).toEqual({
      kind: 'counted',
      approvalCount: 1,
    });
  });
  it('moves a satisfied group to the next one; internal’s last group to board’s first', () => {
    expect(decideApproval(groups, invoice(), 2, [1], internal)).toMatchObject({
      kind: 'nextGroup',
      next: { approvalStatus: 2, groupNumber: 1, requiredApprovals: 1, memberUserIds: [9] },
    });
    expect(
      decideApproval(groups, invoice({ totalCents: 100_000 }), 2, [1], internal),
    ).toMatchObject({ kind: 'nextGroup', next: { approvalStatus: 1, groupNumber: 2 } });
  });
  it('approves fully when the last group is satisfied', () => {
    const board = invoice({ approvalStatus: 2 });
    expect(decideApproval(groups, board, 9, [], ApprovalStage.Board)).toEqual({ kind: 'approved' });
  });
  it('refuses the user who entered the invoice', () => {
    expect(decideApproval(groups, invoice({ enteredByUserId: 1 }), 1, [], internal)).toEqual({
      kind: 'refused',
      status: 403,
      message: M.enteredByCannotApprove,
    });
  });
  it('refuses a second approval of one user in one group', () => {
    expect(decideApproval(groups, invoice(), 1, [1], internal)).toMatchObject({
      status: 409,
      message: M.alreadyApproved,
    });
  });
  it('refuses a user who is not an approver of the current group', () => {
    expect(decideApproval(groups, invoice(), 9, [], internal)).toMatchObject({
      status: 403,
      message: M.notAnApprover,
    });
  });
  it('refuses internal calls in board approval and board calls in internal approval', () => {
    expect(decideApproval(groups, invoice({ approvalStatus: 2 }), 9, [], internal)).toMatchObject({
      message: M.notInStage('internal'),
    });
    expect(decideApproval(groups, invoice(), 1, [], ApprovalStage.Board)).toMatchObject({
      message: M.notInStage('board'),
    });
  });
  it('refuses an invoice outside approval', () => {
    expect(
      decideApproval(groups, invoice({ inboxState: InboxState.Inbox }), 1, [], internal),
    ).toMatchObject({ status: 409, message: M.notInApproval });
  });
});

describe('userCanApprove', () => {
  it('is 2 for an approver of the current group, 1 once they approved', () => {
    expect(userCanApprove(groups, invoice(), 1, [])).toBe(U.Enabled);
    expect(userCanApprove(groups, invoice(), 1, [1])).toBe(U.AlreadyApproved);
  });
  it('is 4 for an approver of a later group, 3 once the invoice moved past their group', () => {
    expect(userCanApprove(groups, invoice(), 9, [])).toBe(U.GroupToApprove);
    expect(userCanApprove(groups, invoice({ approvalStatus: 2 }), 1, [])).toBe(
      U.GroupAlreadyApproved,
    );
  });
  it('is 0 for users of no group, the entering user and invoices outside approval', () => {
    expect(userCanApprove(groups, invoice(), 42, [])).toBe(U.NotConfigured);
    expect(userCanApprove(groups, invoice({ enteredByUserId: 1 }), 1, [])).toBe(U.NotConfigured);
    expect(userCanApprove(groups, invoice({ inboxState: InboxState.Inbox }), 1, [])).toBe(
      U.NotConfigured,
    );
  });
});

describe('rejection reasons and settings', () => {
  it('needs a reason that is not blank', () => {
    expect(rejectionReason('  ')).toBeNull();
    expect(rejectionReason(undefined)).toBeNull();
    expect(rejectionReason(' wrong amount ')).toBe('wrong amount');
    expect(M.rejectionReasonRequired).toBe('A reason for rejection is required.');
  });
  it('checks counts, levels, members and board roles', () => {
    const ok = { requiredApprovals: 1, levelCents: 0, memberUserIds: [1] };
    expect(approvalSettingsProblem([ok], [{ ...ok, memberUserIds: [9] }], new Set([9]))).toBeNull();
    expect(approvalSettingsProblem([{ ...ok, requiredApprovals: 0 }], [], new Set())).toBe(
      M.requiredApprovalsRange,
    );
    expect(approvalSettingsProblem([{ ...ok, requiredApprovals: 2 }], [], new Set())).toBe(
      M.requiredApprovalsOverMembers,
    );
    expect(approvalSettingsProblem([{ ...ok, levelCents: -1 }], [], new Set())).toBe(
      M.levelNotNegative,
    );
    expect(approvalSettingsProblem([], [ok], new Set([9]))).toBe(M.boardMembersOnly);
  });
  it('numbers groups from 1 within each stage', () => {
    const g = { requiredApprovals: 1, levelCents: 0, memberUserIds: [1, 1] };
    expect(
      numberApprovalGroups([g, g], [g]).map((r) => [
        r.approvalStatus,
        r.groupNumber,
        r.memberUserIds,
      ]),
    ).toEqual([
      [1, 1, [1]],
      [1, 2, [1]],
      [2, 1, [1]],
    ]);
  });
});

describe('splitApprovalActions', () => {
  it('counts approvals after the last restart and ignores earlier ones', () => {
    const parts = splitApprovalActions([
      { id: 1, action: 6, isInternal: true },
      { id: 2, action: 1, isInternal: true },
      { id: 3, action: 2, isInternal: true },
      { id: 4, action: 4, isInternal: true },
      { id: 5, action: 1, isInternal: true },
      { id: 6, action: 1, isInternal: false },
    ]);
    expect(parts.IgnoredActions.map((a) => a.id)).toEqual([2]);
    expect(parts.InternalApprovals.map((a) => a.id)).toEqual([5]);
    expect(parts.BoardApprovals.map((a) => a.id)).toEqual([6]);
    expect(parts.Rejection?.id).toBe(3);
    expect(parts.OcrAction?.id).toBe(1);
  });
});

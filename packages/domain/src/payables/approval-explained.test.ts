import { describe, expect, it } from 'vitest';
import { UserCanApproveValue as U } from '../static-data/payables-enums';
import { ApprovalStage } from './approval';
import {
  ApprovalExplained as X,
  whyCannotApprove,
  type ApprovalCardFacts,
} from './approval-explained';

const ann = { UserId: 1, DisplayName: 'Ann Lee', HasApproved: false };
const bob = { UserId: 2, DisplayName: 'Bob Ruiz', HasApproved: false };
const cy = { UserId: 3, DisplayName: 'Cy Park', HasApproved: true };

const card = (over: Partial<ApprovalCardFacts>): ApprovalCardFacts => ({
  ApprovalStatus: ApprovalStage.Internal,
  UserCanApprove: U.NotConfigured,
  EnteredByUserId: 9,
  ApprovalCount: 1,
  RequiredApprovals: 2,
  Approvers: [ann, bob, cy],
  ...over,
});

describe('whyCannotApprove', () => {
  it('says nothing when the user can approve, or the invoice is not in approval', () => {
    expect(whyCannotApprove(card({ UserCanApprove: U.Enabled }), 1, false)).toBeNull();
    expect(whyCannotApprove(card({ ApprovalStatus: null }), 1, false)).toBeNull();
  });

  it('tells the user who entered the invoice that another approves it, and who', () => {
    // Ann entered it and is in the group: she is not among who can.
    expect(whyCannotApprove(card({ EnteredByUserId: 1 }), 1, false)).toBe(
      `${X.entered} Who can approve it now: Bob Ruiz.`,
    );
  });

  it('names what is left when the user has approved, or their group is before or after', () => {
    expect(whyCannotApprove(card({ UserCanApprove: U.AlreadyApproved }), 3, false)).toBe(
      'You have approved it; its group needs 1 more approval. Who can approve it now: Ann Lee, Bob Ruiz.',
    );
    expect(whyCannotApprove(card({ UserCanApprove: U.GroupAlreadyApproved }), 7, false)).toBe(
      `${X.groupApproved} Who can approve it now: Ann Lee, Bob Ruiz.`,
    );
    expect(whyCannotApprove(card({ UserCanApprove: U.GroupToApprove }), 7, false)).toBe(
      `${X.groupLater} Who can approve it now: Ann Lee, Bob Ruiz.`,
    );
    expect(whyCannotApprove(card({}), 7, false)).toBe(
      `${X.notInGroup} Who can approve it now: Ann Lee, Bob Ruiz.`,
    );
  });

  it('in board approval, a user without board access is told only board users approve', () => {
    const board = card({ ApprovalStatus: ApprovalStage.Board, UserCanApprove: U.Enabled });
    expect(whyCannotApprove(board, 2, true)).toBeNull();
    expect(whyCannotApprove(board, 2, false)).toBe(
      `${X.boardOnly} Who can approve it now: Ann Lee.`,
    );
  });

  it('says no one can when the group has nobody left to approve', () => {
    expect(whyCannotApprove(card({ Approvers: [cy], EnteredByUserId: 3 }), 3, false)).toBe(
      `${X.entered} ${X.noOneCan}`,
    );
  });
});

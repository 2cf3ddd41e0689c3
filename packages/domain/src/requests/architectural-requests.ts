// Architectural requests (issue 21; spec 3 §3 'Architectural request', §4 'Architectural
// requests', §7 'Architectural requests', §8): an owner asks the association's leave to change the
// outside of a home, an item of type 97 of a community with its property (and owner), an
// architectural code (type 20) whose ARC action process (type 13) gives the request its actions,
// the day it was received and the day the answer is due (the community's response deadline). It is
// Pending (1) until Approved (2) or Disapproved (3); each change of status is a status history with
// a letter to the owner made from an ARC_Letter template.
//
// Approvers: internal approvers (users of the company, by agent id) and committee approvers (by
// email address, members of the community's architectural committee, who vote through links
// mailed to them). A request needs its required count of each kind. It is approved once both
// counts are reached, and disapproved once the approvals still possible can no longer reach them.

/** Spec 3 §3: the statuses of an architectural request, TopsStatusId. */
export const ArchitecturalRequestStatusId = {
  Pending: 1,
  Approved: 2,
  Disapproved: 3,
} as const;

export type ArchitecturalRequestStatusIdValue =
  (typeof ArchitecturalRequestStatusId)[keyof typeof ArchitecturalRequestStatusId];

export const ArchitecturalRequestStatusNames: Readonly<
  Record<ArchitecturalRequestStatusIdValue, string>
> = { 1: 'Pending', 2: 'Approved', 3: 'Disapproved' };

/**
 * The approval type a status change carries onto its letter (spec 3 §4 'approval type and
 * details'): approved as submitted, approved with the conditions its details state, or
 * disapproved for the reasons given.
 */
export const ArchitecturalApprovalTypeId = {
  AsSubmitted: 1,
  WithConditions: 2,
  Disapproved: 3,
} as const;

export type ArchitecturalApprovalTypeIdValue =
  (typeof ArchitecturalApprovalTypeId)[keyof typeof ArchitecturalApprovalTypeId];

export const ArchitecturalApprovalTypes: readonly {
  readonly ApprovalTypeId: ArchitecturalApprovalTypeIdValue;
  readonly ApprovalTypeName: string;
}[] = [
  { ApprovalTypeId: 1, ApprovalTypeName: 'Approved as submitted' },
  { ApprovalTypeId: 2, ApprovalTypeName: 'Approved with conditions' },
  { ApprovalTypeId: 3, ApprovalTypeName: 'Disapproved' },
];

/** An approver's vote: none yet, for or against. */
export const ArchitecturalVotes = ['Approve', 'Disapprove'] as const;
export type ArchitecturalVote = (typeof ArchitecturalVotes)[number];

/** Who decided a status change: an approver's vote reaching the count, or a manager setting it. */
export const ArchitecturalDecidedBy = ['Internal', 'Committee', 'Manager'] as const;
export type ArchitecturalDecidedByKind = (typeof ArchitecturalDecidedBy)[number];

export const ArchitecturalRequestLimits = {
  Subject: 200,
  Description: 4000,
  /** An approval's details (its conditions) or a disapproval's reasons. */
  Details: 4000,
  ReconsiderationProcedure: 4000,
  /** A committee voter's reason to disapprove. */
  VoteReason: 2000,
  MaxInternalApprovers: 20,
  MaxCommitteeApprovers: 50,
} as const;

/** Spec 3 §8 'Architectural' texts. */
const takeSkipFailed =
  'An unexpected error occurred while trying to take/skip the current architectural request action.';
const regenerateFailed = 'An unexpected error occurred while trying to regenerate the letter.';

export const ArchitecturalRequestMessages = {
  takeSkipFailed,
  regenerateFailed,
} as const;

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

const kindName = (kind: ArchitecturalApproverKind) =>
  kind === 'Internal' ? 'internal' : 'committee';

export const ArchitecturalRequestMessages = {
  takeSkipFailed,
  regenerateFailed,
  subjectRequired: 'Subject is required.',
  receivedInFuture: 'The received date cannot be in the future.',
  propertyNotInCommunity: 'The property is not a property of this community.',
  ownerNotOfProperty: 'The owner is not an owner of this property.',
  notArchitecturalCode: 'The code is not an architectural code of this community.',
  noApprovals: 'A request needs at least one internal or committee approval.',
  requiredAboveApprovers: (kind: ArchitecturalApproverKind, approvers: number) =>
    `Required ${kindName(kind)} approvals cannot exceed the ${approvers} ${kindName(kind)} approver${approvers === 1 ? '' : 's'} of the request.`,
  internalApproverNotOfCommunity: 'An internal approver must be a user working on this community.',
  committeeApproverNotMember: (email: string) =>
    `${email} is not a member of this community’s architectural committee.`,
  notPending: 'The architectural request is already decided; only a pending request can change.',
  mayNotVote:
    'Only an internal approver of this request who has not voted, with close authorization, can approve or disapprove it.',
  conditionsRequired: 'An approval with conditions needs its conditions (Details).',
  disapprovalNeedsReasons: 'A disapproval needs its reasons (Details) for the letter.',
  disapprovalNeedsProcedure:
    'A disapproval letter needs the reconsideration procedure: give it here or in the architectural settings.',
  approvalTypeMismatch:
    'An approval is approved as submitted or with conditions; a disapproval has the approval type Disapproved.',
  noLetterTemplate:
    'No ARC_Letter template is chosen for this decision, and the architectural settings name no default.',
  letterTemplateNotUsable: 'The letter must be an ARC_Letter template the community uses.',
  noOwner: 'The request has no owner to send the letter to.',
  letterHeld: (reason: string) => `The letter was not made: ${reason}`,
  statusHistoryNotOfRequest: 'The status history is not one of this request.',
  committeeApproverNotOfRequest: 'The committee approver is not one of this request.',
  committeeApproverVoted: 'This committee approver has already voted.',
  /** A take or skip refused: the spec's text, then why. */
  takeSkipRefused: (reason: string) => `${takeSkipFailed} ${reason}`,
  actionNotCurrent: 'The action is not the current action of the request.',
  actionNotOfRequest: 'The community, property or owner is not the request’s.',
  /** A regeneration refused: the spec's text, then why. */
  regenerateRefused: (reason: string) => `${regenerateFailed} ${reason}`,
  // The public voting links.
  voteLinkUnknown:
    'This voting link is not valid. Open the link exactly as it is in the email, or ask the management company for a new one.',
  voteLinkUsed: 'This voting link has already been used: the vote is recorded.',
  voteLinkRevoked:
    'This voting link has been replaced by a newer one: use the link in the latest email.',
  voteLinkDecided: 'This request has already been decided: voting is closed.',
  voteLinkVoted: 'A vote on this request has already been recorded for this address.',
  voteReasonRequired: 'A reason is required to disapprove.',
  voteRecorded: 'Thank you: your vote is recorded.',
  voteRecordedDecided: (status: string) =>
    `Thank you: your vote is recorded. The request is now ${status.toLowerCase()}.`,
} as const;

/** The two kinds of approver: staff users, and members of the architectural committee. */
export type ArchitecturalApproverKind = 'Internal' | 'Committee';

/** The votes of one kind of approver on a request, and how many approvals it needs. */
export interface ArchitecturalApprovalCount {
  readonly Required: number;
  /** Approvers of the kind on the request. */
  readonly Approvers: number;
  readonly Approved: number;
  readonly Disapproved: number;
}

/**
 * The status the votes give a request: approved once both kinds reach their required count;
 * disapproved once either kind can no longer reach it (its approvals so far plus the approvers who
 * have not voted fall short); else still pending.
 */
export function architecturalDecision(
  internal: ArchitecturalApprovalCount,
  committee: ArchitecturalApprovalCount,
): ArchitecturalRequestStatusIdValue {
  const reached = (c: ArchitecturalApprovalCount) => c.Approved >= c.Required;
  const lost = (c: ArchitecturalApprovalCount) =>
    c.Approved + (c.Approvers - c.Approved - c.Disapproved) < c.Required;
  if (reached(internal) && reached(committee)) return ArchitecturalRequestStatusId.Approved;
  if (lost(internal) || lost(committee)) return ArchitecturalRequestStatusId.Disapproved;
  return ArchitecturalRequestStatusId.Pending;
}

/** Whose vote may be cast now: who is asking, and the request's approvers and their votes. */
export interface ArchitecturalVoter {
  readonly StatusId: number;
  /** The caller holds close authorization (servicerequests update). */
  readonly HasCloseAuthorization: boolean;
  readonly UserAgentId: number | null;
  readonly EmailAddress: string | null;
  readonly InternalApprovers: readonly {
    readonly UserAgentId: number;
    readonly Vote: ArchitecturalVote | null;
  }[];
  readonly CommitteeApprovers: readonly {
    readonly EmailAddress: string;
    readonly Vote: ArchitecturalVote | null;
  }[];
}

/**
 * As which kind of approver the caller may vote on a pending request (spec 3 §4): with close
 * authorization, as an internal approver (by user agent id) who has not voted, else as a committee
 * approver (by email, case-insensitively) who has not voted; null when they may not.
 */
export function architecturalVoterKind(
  voter: ArchitecturalVoter,
): ArchitecturalApproverKind | null {
  if (voter.StatusId !== ArchitecturalRequestStatusId.Pending || !voter.HasCloseAuthorization)
    return null;
  if (voter.InternalApprovers.some((a) => a.UserAgentId === voter.UserAgentId && a.Vote === null))
    return 'Internal';
  const email = voter.EmailAddress?.trim().toLowerCase() ?? '';
  if (
    email !== '' &&
    voter.CommitteeApprovers.some(
      (a) => a.EmailAddress.trim().toLowerCase() === email && a.Vote === null,
    )
  )
    return 'Committee';
  return null;
}

/**
 * The first problem of a request's approvers and required counts: some approval is needed, and
 * neither required count may exceed the approvers of its kind.
 */
export function architecturalApproversProblem(counts: {
  readonly RequiredInternal: number;
  readonly InternalApprovers: number;
  readonly RequiredCommittee: number;
  readonly CommitteeApprovers: number;
}): string | null {
  const M = ArchitecturalRequestMessages;
  if (counts.RequiredInternal + counts.RequiredCommittee === 0) return M.noApprovals;
  if (counts.RequiredInternal > counts.InternalApprovers)
    return M.requiredAboveApprovers('Internal', counts.InternalApprovers);
  if (counts.RequiredCommittee > counts.CommitteeApprovers)
    return M.requiredAboveApprovers('Committee', counts.CommitteeApprovers);
  return null;
}

/**
 * Why a letter for the status cannot be made, or null: a disapproval letter needs its reasons
 * (Details) and the reconsideration procedure (state law in several states).
 */
export function architecturalLetterProblem(letter: {
  readonly StatusId: number;
  readonly Details: string;
  readonly ReconsiderationProcedure: string;
}): string | null {
  if (letter.StatusId !== ArchitecturalRequestStatusId.Disapproved) return null;
  if (letter.Details.trim() === '') return ArchitecturalRequestMessages.disapprovalNeedsReasons;
  if (letter.ReconsiderationProcedure.trim() === '')
    return ArchitecturalRequestMessages.disapprovalNeedsProcedure;
  return null;
}

/** What a mail to an approver tells of its request. */
export interface ArchitecturalMailFacts {
  readonly CommunityName: string;
  readonly PropertyName: string;
  readonly CodeName: string;
  readonly Subject: string;
  readonly Description: string;
  /** MM/DD/YYYY. */
  readonly ReceivedDate: string;
  /** MM/DD/YYYY. */
  readonly DueDate: string;
}

const requestLines = (f: ArchitecturalMailFacts) => [
  `Property: ${f.PropertyName}`,
  `Code: ${f.CodeName}`,
  `Subject: ${f.Subject}`,
  ...(f.Description === '' ? [] : [`Description: ${f.Description}`]),
  `Received ${f.ReceivedDate}; the decision is due ${f.DueDate}.`,
];

/**
 * The mail that carries a committee approver's two voting links (with the request's files
 * attached): `reminder` when the decision clock's reminder sends new links.
 */
export function architecturalVoteMail(
  facts: ArchitecturalMailFacts,
  name: string,
  links: { approve: string; disapprove: string },
  reminder: boolean,
): { subject: string; body: string } {
  const lead = reminder
    ? `A reminder: the architectural request below still waits for your vote.`
    : `${facts.CommunityName} asks for your vote on an architectural request.`;
  return {
    subject: `${reminder ? 'Reminder: ' : ''}Architectural request: ${facts.Subject}`.slice(0, 300),
    body: [
      `Dear ${name || 'committee member'},`,
      '',
      lead,
      '',
      ...requestLines(facts),
      '',
      `To approve: ${links.approve}`,
      `To disapprove (you will be asked for a reason): ${links.disapprove}`,
      '',
      'Each link can be used once, until the request is decided. Links sent before this mail no longer work.',
    ].join('\n'),
  };
}

/** The decision clock's reminder to an internal approver who has not voted. */
export function architecturalReminderMail(
  facts: ArchitecturalMailFacts,
  name: string,
): { subject: string; body: string } {
  return {
    subject: `Reminder: Architectural request: ${facts.Subject}`.slice(0, 300),
    body: [
      `Dear ${name},`,
      '',
      `The architectural request below of ${facts.CommunityName} still waits for your vote.`,
      '',
      ...requestLines(facts),
    ].join('\n'),
  };
}

/** The architectural request report of the reports screen, at /report/{Name}/{communityAgentId}. */
export const ArchitecturalRequestReports = [
  {
    Name: 'ArchitecturalRequest',
    DisplayName: 'Architectural Requests',
    Description:
      'A community’s architectural requests: property, owner, code, received, due and decided days, days left or late, approvals and status, with counts by status.',
  },
] as const;

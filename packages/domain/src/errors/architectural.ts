import { FeedMessages } from '../activity-feed';
import { ArcActionProcessMessages as A } from '../requests/arc-action-processes';
import { ArchitecturalRequestMessages as R } from '../requests/architectural-requests';
import { ArchitecturalSettingsMessages as S } from '../requests/architectural-settings';
import { detail, type ErrorSpec } from './error-spec';

/** Architectural requests, their committee votes, ARC action processes and architectural settings. */
export const ArchitecturalErrors = {
  /** An architectural request closes with its decision, not from the feed (CloseItem). */
  ArchitecturalRequestClosedByDecision: {
    status: 400,
    message: FeedMessages.architecturalByDecision,
  },
  /** Spec 3 §5 'Arc action process is used, cannot remove.' */
  ArcActionProcessInUse: { status: 409, message: A.inUse },
  ArcActionProcessNotArc: { status: 400, message: A.notArcProcess },
  ArcActionProcessNotArcCode: { status: 400, message: A.notArcCode },
  ArcActionProcessTemplateNotUsable: { status: 400, message: A.templateNotUsable },
  /** A settings problem: its text is architecturalSettingsProblems'. */
  ArchitecturalSettingsInvalid: { status: 400, message: detail },
  ArchitecturalSettingsTemplateNotUsable: { status: 400, message: S.templateNotUsable },
  ArchitecturalSubjectRequired: { status: 400, message: R.subjectRequired },
  ArchitecturalReceivedInFuture: { status: 400, message: R.receivedInFuture },
  ArchitecturalPropertyNotInCommunity: { status: 400, message: R.propertyNotInCommunity },
  ArchitecturalOwnerNotOfProperty: { status: 400, message: R.ownerNotOfProperty },
  ArchitecturalNotArchitecturalCode: { status: 400, message: R.notArchitecturalCode },
  /** A problem of the approvers and required counts: its text is architecturalApproversProblem's. */
  ArchitecturalApproversInvalid: { status: 400, message: detail },
  ArchitecturalInternalApproverNotOfCommunity: {
    status: 400,
    message: R.internalApproverNotOfCommunity,
  },
  ArchitecturalCommitteeApproverNotMember: { status: 400, message: R.committeeApproverNotMember },
  ArchitecturalRequestNotPending: { status: 409, message: R.notPending },
  ArchitecturalMayNotVote: { status: 403, message: R.mayNotVote },
  /** A disapproval letter without reasons or procedure: architecturalLetterProblem's text. */
  ArchitecturalLetterIncomplete: { status: 400, message: detail },
  ArchitecturalConditionsRequired: { status: 400, message: R.conditionsRequired },
  ArchitecturalApprovalTypeMismatch: { status: 400, message: R.approvalTypeMismatch },
  ArchitecturalNoLetterTemplate: { status: 400, message: R.noLetterTemplate },
  ArchitecturalLetterTemplateNotUsable: { status: 400, message: R.letterTemplateNotUsable },
  ArchitecturalNoOwner: { status: 400, message: R.noOwner },
  ArchitecturalLetterHeld: { status: 409, message: R.letterHeld },
  ArchitecturalStatusHistoryNotOfRequest: { status: 404, message: R.statusHistoryNotOfRequest },
  ArchitecturalCommitteeApproverNotOfRequest: {
    status: 404,
    message: R.committeeApproverNotOfRequest,
  },
  ArchitecturalCommitteeApproverVoted: { status: 409, message: R.committeeApproverVoted },
  /** Spec 3 §8 take/skip text, then why. */
  ArchitecturalTakeSkipRefused: { status: 400, message: R.takeSkipRefused },
  /** Spec 3 §8 regenerate text, then why. */
  ArchitecturalRegenerateRefused: { status: 400, message: R.regenerateRefused },
  CommitteeVoteLinkUnknown: { status: 404, message: R.voteLinkUnknown },
  CommitteeVoteLinkUsed: { status: 409, message: R.voteLinkUsed },
  CommitteeVoteLinkRevoked: { status: 409, message: R.voteLinkRevoked },
  CommitteeVoteLinkDecided: { status: 409, message: R.voteLinkDecided },
  CommitteeVoteLinkVoted: { status: 409, message: R.voteLinkVoted },
  CommitteeVoteReasonRequired: { status: 400, message: R.voteReasonRequired },
} as const satisfies Record<string, ErrorSpec>;

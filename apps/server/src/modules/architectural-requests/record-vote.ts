import { sql } from '@hoa/db';
import type { ArchitecturalRequest, CommitteeApprover } from '@hoa/contract';
import {
  ArchitecturalRequestMessages as M,
  ArchitecturalRequestStatusId,
  ArchitecturalRequestStatusNames,
  architecturalVoterKind,
  type ArchitecturalVoter,
  type ArchitecturalRequestStatusIdValue,
  type ArchitecturalVote,
} from '@hoa/domain';
import type { StoredFiles } from '../../files/stored-files';
import type { NamedCompanyWork } from '../statements/index';
import { settleVotes, type VoteLetter } from './decide';
import { committeeApprovers, internalApprovers } from './approver-rows';

/** The approver row a vote is recorded on: an internal approver (a user) or a committee approver. */
export type ApproverRef =
  | { kind: 'Internal'; userId: number }
  | { kind: 'Committee'; committeeApproverId: number; emailAddress: string };

/** Who would vote: a user, their addresses, and whether they may vote at all (spec 3 §4). */
export interface Voter {
  userId: number | null;
  emailAddresses: readonly string[];
  hasCloseAuthorization: boolean;
}

/**
 * The approver the voter is on the request while it waits for their vote (architecturalVoterKind:
 * pending, an internal approver by user who has not voted, else a committee approver by one of the
 * voter's addresses who has not voted), or null; of the request's approvers given.
 */
export function pendingSeat(
  request: ArchitecturalRequest,
  internal: ArchitecturalVoter['InternalApprovers'],
  committee: readonly CommitteeApprover[],
  voter: Voter,
): ApproverRef | null {
  const addresses = voter.emailAddresses.length > 0 ? voter.emailAddresses : [null];
  for (const address of addresses) {
    const kind = architecturalVoterKind({
      StatusId: request.TopsStatusId,
      HasCloseAuthorization: voter.hasCloseAuthorization,
      UserAgentId: voter.userId,
      EmailAddress: address,
      InternalApprovers: internal,
      CommitteeApprovers: committee,
    });
    if (kind === 'Internal' && voter.userId !== null)
      return { kind: 'Internal', userId: voter.userId };
    const seat = committee.find(
      (a) =>
        a.Vote === null && a.EmailAddress.trim().toLowerCase() === address?.trim().toLowerCase(),
    );
    if (kind === 'Committee' && seat)
      return {
        kind: 'Committee',
        committeeApproverId: seat.CommitteeApproverId,
        emailAddress: seat.EmailAddress,
      };
  }
  return null;
}

/** pendingSeat of one request, its approvers read. */
export async function pendingApproverOf(
  work: NamedCompanyWork,
  request: ArchitecturalRequest,
  voter: Voter,
): Promise<ApproverRef | null> {
  const internal = await internalApprovers(work, request.TopsItemId);
  const committee = await committeeApprovers(work, request.TopsItemId);
  return pendingSeat(request, internal, committee, voter);
}

/** A vote to record: its reasons or conditions, where it came from, and who cast it. */
export interface VoteCast {
  vote: ArchitecturalVote;
  /** An approval's conditions or a disapproval's reasons; null for none. */
  reason: string | null;
  /** A committee vote's origin, as the request's view shows it. */
  votedFrom: string;
  /** The voting link it came through: used, while the approver's other links are revoked. */
  usedTokenHash: string | null;
  /** The signed-in user who voted, else null (a mailed link). */
  byUserId: number | null;
  letter: VoteLetter;
}

/**
 * Records an approver's vote with its time (a committee approver's with its origin, their voting
 * links closed), then lets the counts decide the request (settleVotes: status, history, letter
 * made and sent). The one write path of every vote: the back office's, the mailed links' and the
 * board portal's. Answers the request's status.
 */
export async function recordVote(
  work: NamedCompanyWork,
  letters: StoredFiles,
  itemId: number,
  approver: ApproverRef,
  cast: VoteCast,
): Promise<ArchitecturalRequestStatusIdValue> {
  if (approver.kind === 'Internal')
    await work.tx.execute(
      sql`update architectural_internal_approvers
             set vote = ${cast.vote}, voted_at = now(), reason = ${cast.reason}
           where item_id = ${itemId} and user_id = ${approver.userId}`,
    );
  else {
    await work.tx.execute(
      sql`update architectural_committee_approvers
             set vote = ${cast.vote}, voted_at = now(), reason = ${cast.reason},
                 voted_from_address = ${cast.votedFrom.slice(0, 400)}
           where id = ${approver.committeeApproverId}`,
    );
    await work.tx.execute(
      sql`update architectural_vote_links
             set used_at = case when token_hash = ${cast.usedTokenHash} then now() end,
                 revoked_at = case when token_hash = ${cast.usedTokenHash} then null else now() end
           where committee_approver_id = ${approver.committeeApproverId}
             and used_at is null and revoked_at is null`,
    );
  }
  return settleVotes(
    work,
    letters,
    itemId,
    {
      kind: approver.kind,
      userId: cast.byUserId,
      emailAddress: approver.kind === 'Committee' ? approver.emailAddress : null,
    },
    cast.letter,
  );
}

/** What a voter is told once their vote is recorded: and the decision, when it made one. */
export function voteRecordedMessage(status: ArchitecturalRequestStatusIdValue): string {
  return status === ArchitecturalRequestStatusId.Pending
    ? M.voteRecorded
    : M.voteRecordedDecided(ArchitecturalRequestStatusNames[status]);
}

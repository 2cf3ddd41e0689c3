import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  ArchitecturalRequestMessages as M,
  ArchitecturalRequestStatusId,
  ArchitecturalRequestStatusNames,
} from '@hoa/domain';
import { withStoredFiles } from '../../files/stored-files';
import type { PublicCaller } from '../../http/bind';
import { appError } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { settleVotes } from '../architectural-requests/index';
import { onVoteLink } from './vote-link';

type CastCommitteeVote = typeof contract.committeeVotes.CastCommitteeVote;

/**
 * CommitteeVote/CastCommitteeVote: records the link's vote (a disapproval with its reason) with the
 * time and "address (IP)" it came from; the link is used and the approver's other links stop
 * working. When the counts decide the request its status changes in the same transaction and the
 * owner's letter is made and sent. A closed or unknown link is refused and changes nothing.
 */
export function castCommitteeVote(
  deps: AppDeps,
  { body }: InputOf<CastCommitteeVote>,
  caller: PublicCaller,
): Promise<ResponseOf<CastCommitteeVote>> {
  return withStoredFiles(deps.files, (stored) =>
    onVoteLink(deps, body.token, async (ctx, link) => {
      if (link.closed) throw appError(link.closed.code);
      if (link.vote === 'Disapprove' && body.Reason === '')
        throw appError('CommitteeVoteReasonRequired');
      const itemId = link.request.TopsItemId;
      await ctx.tx.execute(
        sql`update architectural_committee_approvers
               set vote = ${link.vote}, voted_at = now(), reason = ${body.Reason || null},
                   voted_from_address = ${`${link.emailAddress} (${caller.address})`.slice(0, 400)}
             where id = ${link.committeeApproverId}`,
      );
      await ctx.tx.execute(
        sql`update architectural_vote_links
               set used_at = case when token_hash = ${link.tokenHash} then now() end,
                   revoked_at = case when token_hash = ${link.tokenHash} then null else now() end
             where committee_approver_id = ${link.committeeApproverId}
               and used_at is null and revoked_at is null`,
      );
      const status = await settleVotes(
        ctx,
        stored,
        itemId,
        { kind: 'Committee', userId: null, emailAddress: link.emailAddress },
        { templateId: null, procedure: '' },
      );
      return {
        Message:
          status === ArchitecturalRequestStatusId.Pending
            ? M.voteRecorded
            : M.voteRecordedDecided(ArchitecturalRequestStatusNames[status]),
      };
    }),
  );
}

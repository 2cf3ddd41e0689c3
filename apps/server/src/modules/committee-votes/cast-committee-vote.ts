import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { withStoredFiles } from '../../files/stored-files';
import type { PublicCaller } from '../../http/bind';
import { appError } from '../../http/errors';
import type { AppDeps } from '../../http/request-context';
import { recordVote, voteRecordedMessage } from '../architectural-requests/index';
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
      const status = await recordVote(
        ctx,
        stored,
        link.request.TopsItemId,
        {
          kind: 'Committee',
          committeeApproverId: link.committeeApproverId,
          emailAddress: link.emailAddress,
        },
        {
          vote: link.vote,
          reason: body.Reason || null,
          votedFrom: `${link.emailAddress} (${caller.address})`,
          usedTokenHash: link.tokenHash,
          byUserId: null,
          letter: { templateId: null, procedure: '' },
        },
      );
      return { Message: voteRecordedMessage(status) };
    }),
  );
}

import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { sql } from '@hoa/db';
import type { StoredFiles } from '../../files/stored-files';
import { appError, notFound } from '../../http/errors';
import { recordVote, voteRecordedMessage } from '../architectural-requests/index';
import type { OwnerContext } from '../owner-auth/index';
import { awaitingVote } from './awaiting-vote';
import { asBoardUser } from './board-member';

type Vote = typeof contract.portalBoard.BoardVoteArchitecturalRequest;

/**
 * The board member approves or disapproves an architectural request awaiting their vote, as their
 * voting link would: a disapproval needs its reasons, an approval's comment is its conditions. The
 * vote goes through the one write path of votes (recordVote), as their board user; when the counts
 * decide, the status changes and the owner's letter goes out. Any other request is 404.
 */
export async function boardVoteArchitecturalRequest(
  ctx: OwnerContext,
  letters: StoredFiles,
  { body }: InputOf<Vote>,
): Promise<ResponseOf<Vote>> {
  const board = await asBoardUser(ctx);
  // Votes on one request take turns, as the mailed links' do.
  await ctx.tx.execute(
    sql`select 1 from architectural_requests where item_id = ${body.ItemId} for update`,
  );
  const [awaiting] = await awaitingVote(ctx, board, body.ItemId);
  if (!awaiting) throw notFound();
  if (body.Vote === 'Disapprove' && body.Comment === '')
    throw appError('CommitteeVoteReasonRequired');
  const { approver } = awaiting;
  const status = await recordVote(board, letters, body.ItemId, approver, {
    vote: body.Vote,
    reason: body.Comment || null,
    votedFrom: `${approver.kind === 'Committee' ? approver.emailAddress : board.user.email} (board portal)`,
    usedTokenHash: null,
    byUserId: board.user.userId,
    letter: { templateId: null, procedure: '' },
  });
  return { Message: voteRecordedMessage(status) };
}

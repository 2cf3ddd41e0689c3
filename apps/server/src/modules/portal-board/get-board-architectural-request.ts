import { contract, type InputOf, type ResponseOf } from '@hoa/contract';
import { notFound } from '../../http/errors';
import { voteFiles } from '../committee-votes/index';
import type { OwnerContext } from '../owner-auth/index';
import { awaitingVote } from './awaiting-vote';
import { asBoardUser } from './board-member';
import { architecturalRow } from './get-board-inbox';

type Call = typeof contract.portalBoard.GetBoardArchitecturalRequest;

/**
 * An architectural request of the board member's community awaiting their vote: what is asked
 * (description, property, kind of change), its files, and the decision day; any other is 404.
 */
export async function getBoardArchitecturalRequest(
  ctx: OwnerContext,
  { query }: InputOf<Call>,
): Promise<ResponseOf<Call>> {
  const board = await asBoardUser(ctx);
  const [awaiting] = await awaitingVote(ctx, board, query.ItemId);
  if (!awaiting) throw notFound();
  const { request } = awaiting;
  const files = await voteFiles(board, request.TopsItemId);
  const fileUrl = contract.portalBoard.GetBoardArchitecturalFile.path.replace(
    ':itemId',
    String(request.TopsItemId),
  );
  return {
    ...architecturalRow(request),
    CommunityName: request.CommunityName,
    Description: request.Description,
    Files: files.map((f) => ({
      TopsAttachmentId: f.AttachmentId,
      FileName: f.FileName,
      ContentType: f.contentType,
      Url: fileUrl.replace(':attachmentId', String(f.AttachmentId)),
    })),
  };
}

import type { FastifyReply } from 'fastify';
import type { contract } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { OwnerCall } from '../../http/bind-owner';
import { notFound } from '../../http/errors';
import { sendStoredAttachment } from '../attachments/index';
import { voteFiles } from '../committee-votes/index';
import { awaitingVote } from './awaiting-vote';
import { asBoardUser } from './board-member';

type Call = typeof contract.portalBoard.GetBoardArchitecturalFile;

/**
 * Portal/GetBoardArchitecturalFile/{itemId}/{attachmentId}: a file of a request awaiting the board
 * member's vote; any other file or request is 404.
 */
export async function getBoardArchitecturalFile(
  call: OwnerCall<Call>,
  files: FileStore,
): Promise<FastifyReply> {
  const { itemId, attachmentId } = call.input.params;
  const file = await call.run(async (ctx) => {
    const board = await asBoardUser(ctx);
    const [awaiting] = await awaitingVote(ctx, board, itemId);
    if (!awaiting) throw notFound();
    return (await voteFiles(board, itemId)).find((f) => f.AttachmentId === attachmentId);
  });
  if (!file) throw notFound();
  return sendStoredAttachment(call, files, { ...file, fileName: file.FileName }, 'inline');
}

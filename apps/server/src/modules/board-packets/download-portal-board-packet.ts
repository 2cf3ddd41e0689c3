import type { FastifyReply } from 'fastify';
import type { contract } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { OwnerCall } from '../../http/bind-owner';
import { appError } from '../../http/errors';
import { sendStoredAttachment } from '../attachments/index';
import { asBoardUser } from '../portal-board/index';
import { publishedToBoard } from './portal-board-packets';

type DownloadPortalBoardPacket = typeof contract.boardPackets.DownloadPortalBoardPacket;

/**
 * GET /api/Portal/DownloadBoardPacket/:id: a packet published to the board member's community
 * (the latest published version of its month); any other is 404, an owner not on the board 403.
 */
export async function downloadPortalBoardPacket(
  call: OwnerCall<DownloadPortalBoardPacket>,
  files: FileStore,
): Promise<FastifyReply> {
  const file = await call.run(async (ctx) => {
    await asBoardUser(ctx);
    const [row] = await publishedToBoard(ctx.tx, ctx.owner.communityAgentId, call.input.params.id);
    if (!row) throw appError('BoardPacketNotFound');
    return { storageKey: row.storageKey, contentType: row.contentType, fileName: row.FileName };
  });
  return sendStoredAttachment(call, files, file, 'attachment');
}

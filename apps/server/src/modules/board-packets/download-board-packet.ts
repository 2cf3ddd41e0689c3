import type { FastifyReply } from 'fastify';
import type { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import type { FileStore } from '../../files/file-store';
import { requireClaim, requireCommunity } from '../../http/access';
import type { CallerCall } from '../../http/bind';
import { appError } from '../../http/errors';
import { sendStoredAttachment } from '../attachments/index';

type DownloadBoardPacket = typeof contract.boardPackets.DownloadBoardPacket;

/**
 * GET /api/BoardPacket/DownloadBoardPacket/:id: a sealed version's board or homeowner edition,
 * the exact bytes its SHA-256 was taken of (every version stays downloadable).
 */
export async function downloadBoardPacket(
  call: CallerCall<DownloadBoardPacket>,
  files: FileStore,
): Promise<FastifyReply> {
  const { params, query } = call.input;
  const file = await call.run(async (ctx) => {
    requireClaim(ctx, 'glaccounts', 'read');
    const column =
      query.Edition === 'Homeowner' ? sql`b.homeowner_attachment_id` : sql`b.board_attachment_id`;
    const [row] = await queryRows<{
      communityAgentId: number;
      storageKey: string;
      contentType: string;
      fileName: string;
    }>(
      ctx.tx,
      sql`select b.community_agent_id as "communityAgentId", a.storage_key as "storageKey",
                 a.content_type as "contentType", a.file_name as "fileName"
            from board_packets b join attachments a on a.id = ${column}
           where b.id = ${params.id}`,
    );
    if (!row) throw appError('BoardPacketNotFound');
    await requireCommunity(ctx, row.communityAgentId);
    return row;
  });
  return sendStoredAttachment(call, files, file, 'attachment');
}

import { queryRows, sql, type Tx } from '@hoa/db';
import { monthLabel } from '@hoa/domain';
import { instant } from './packet-rows';

export interface PortalPacketRow {
  BoardPacketId: number;
  Month: string;
  Version: number;
  Sha256: string;
  SealedAt: string;
  PublishedAt: string;
  FileName: string;
  storageKey: string;
  contentType: string;
}

/**
 * The board packets published to a community's board: of each month the latest version published
 * to the board, newest month first (one of them with `packetId`).
 */
export async function publishedToBoard(
  tx: Tx,
  communityAgentId: number,
  packetId: number | null = null,
) {
  const rows = await queryRows<PortalPacketRow>(
    tx,
    sql`select * from (
          select distinct on (b.month) b.id as "BoardPacketId", to_char(b.month, 'YYYY-MM') as "Month",
                 b.version as "Version", b.board_sha256 as "Sha256",
                 ${instant(sql`b.sealed_at`)} as "SealedAt",
                 ${instant(sql`b.board_published_at`)} as "PublishedAt",
                 a.file_name as "FileName", a.storage_key as "storageKey", a.content_type as "contentType"
            from board_packets b join attachments a on a.id = b.board_attachment_id
           where b.community_agent_id = ${communityAgentId} and b.board_published_at is not null
           order by b.month desc, b.version desc) p
         where ${packetId}::bigint is null or p."BoardPacketId" = ${packetId}::bigint
         order by p."Month" desc`,
  );
  return rows.map((r) => ({ ...r, MonthName: monthLabel(r.Month) }));
}

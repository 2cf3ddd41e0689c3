import type { BoardPacketJson } from '@hoa/contract';
import { queryRows, sql, type SQL, type Tx } from '@hoa/db';

/** An instant as the API answers it: ISO 8601 in UTC. */
export const instant = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Board packets as the API answers them, newest month and version first: each with its package,
 * hashes, size, who sealed and published it and when, and whether it is its month's latest.
 */
export function selectPackets(tx: Tx, where: SQL): Promise<BoardPacketJson[]> {
  return queryRows<BoardPacketJson>(
    tx,
    sql`select b.id as "BoardPacketId", b.community_agent_id as "CommunityAgentId",
               to_char(b.month, 'YYYY-MM') as "Month", b.version as "Version",
               b.report_package_id as "ReportPackageId", rp.display_name as "ReportPackageName",
               b.board_sha256 as "BoardSha256", b.homeowner_sha256 as "HomeownerSha256",
               a.size_bytes as "SizeBytes", su.display_name as "SealedBy",
               ${instant(sql`b.sealed_at`)} as "SealedAt",
               b.override_checks as "OverrideChecks", b.override_reason as "OverrideReason",
               b.homeowner_left_out as "HomeownerLeftOut",
               ${instant(sql`b.board_published_at`)} as "BoardPublishedAt",
               bu.display_name as "BoardPublishedBy",
               ${instant(sql`b.owners_published_at`)} as "OwnersPublishedAt",
               ou.display_name as "OwnersPublishedBy",
               b.version = (select max(l.version) from board_packets l
                             where l.community_agent_id = b.community_agent_id
                               and l.month = b.month) as "IsLatest"
          from board_packets b
          join report_packages rp on rp.id = b.report_package_id
          join attachments a on a.id = b.board_attachment_id
          join users su on su.id = b.sealed_by_user_id
          left join users bu on bu.id = b.board_published_by_user_id
          left join users ou on ou.id = b.owners_published_by_user_id
         where ${where}
         order by b.month desc, b.version desc`,
  );
}

/** One packet by id (RLS keeps other companies' out), or undefined. */
export async function packetById(tx: Tx, id: number): Promise<BoardPacketJson | undefined> {
  const [row] = await selectPackets(tx, sql`b.id = ${id}`);
  return row;
}

import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { agentAttachments, queryRows, sql } from '@hoa/db';
import { publishProblem } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { packetById } from './packet-rows';

type PublishBoardPacket = typeof contract.boardPackets.PublishBoardPacket;

/**
 * POST /api/BoardPacket/PublishBoardPacket: the month's latest version published, once per
 * audience. To the board: its board members see it in the portal's board packets (the latest
 * published version of each month). To owners: the homeowner edition is linked to the community
 * for owners (the portal's documents), and the link of an earlier version of the month is removed,
 * so owners see only the latest.
 */
export async function publishBoardPacket(
  ctx: RequestContext,
  { body }: InputOf<PublishBoardPacket>,
): Promise<ResponseOf<PublishBoardPacket>> {
  requireClaim(ctx, 'glaccounts', 'update');
  const packet = await packetById(ctx.tx, body.BoardPacketId);
  if (!packet) throw appError('BoardPacketNotFound');
  await requireCommunity(ctx, packet.CommunityAgentId);
  const month = sql`community_agent_id = ${packet.CommunityAgentId} and month = ${`${packet.Month}-01`}::date`;
  // The month's versions locked: a seal or publication of the same month waits.
  const versions = await queryRows<{
    id: number;
    version: number;
    link: number | null;
    published: string | null;
  }>(
    ctx.tx,
    sql`select id, version, owners_agent_attachment_id as link,
               (case when ${body.ToOwners} then owners_published_at else board_published_at end)::text as published
          from board_packets where ${month} for update`,
  );
  const self = versions.find((v) => v.id === packet.BoardPacketId);
  const problem = publishProblem(
    { Version: packet.Version, PublishedAt: self?.published ?? null },
    Math.max(...versions.map((v) => v.version)),
  );
  if (problem?.code === 'BoardPacketNotLatest') throw appError(problem.code, problem.latest);
  if (problem) throw appError(problem.code, body.ToOwners ? 'owners' : 'the board');
  if (!body.ToOwners) {
    await ctx.tx.execute(
      sql`update board_packets set board_published_at = now(), board_published_by_user_id = ${ctx.user.userId}
           where id = ${packet.BoardPacketId}`,
    );
    return (await packetById(ctx.tx, packet.BoardPacketId)) ?? packet;
  }
  const earlier = versions.flatMap((v) => (v.link === null ? [] : [v.link]));
  if (earlier.length > 0) {
    await ctx.tx.execute(
      sql`update board_packets set owners_agent_attachment_id = null
           where ${month} and owners_agent_attachment_id is not null`,
    );
    await ctx.tx.execute(sql`delete from agent_attachments where id = any(${idArray(earlier)})`);
  }
  const [link] = await ctx.tx
    .insert(agentAttachments)
    .values({
      companyId: ctx.user.companyId,
      agentId: packet.CommunityAgentId,
      attachmentId: sql`(select homeowner_attachment_id from board_packets where id = ${packet.BoardPacketId})`,
      isOwnerAccess: true,
      isGallery: false,
    })
    .returning({ id: agentAttachments.id });
  await ctx.tx.execute(
    sql`update board_packets set owners_published_at = now(), owners_published_by_user_id = ${ctx.user.userId},
               owners_agent_attachment_id = ${link?.id ?? null}
         where id = ${packet.BoardPacketId}`,
  );
  return (await packetById(ctx.tx, packet.BoardPacketId)) ?? packet;
}

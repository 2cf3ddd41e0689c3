import { queryRows, sql, type SQL } from '@hoa/db';
import type { CommunityPart } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/**
 * The community a parts list belongs to (GetCommunityPartsList and AddCommunityPart name it by
 * agent and agent type): only a community has one (404 otherwise), on the caller's list.
 */
export async function requirePartsCommunity(
  ctx: RequestContext,
  agentId: number,
  agentTypeId: number,
): Promise<void> {
  if (agentTypeId !== AgentTypeId.Community) throw notFound();
  await requireCommunity(ctx, agentId);
}

/** The parts of communities passing the condition (over p), by name. */
export async function selectParts(ctx: RequestContext, where: SQL): Promise<CommunityPart[]> {
  const rows = await queryRows<{
    id: string | number;
    part_name: string;
    part_description: string;
    date_deleted: string | null;
  }>(
    ctx.tx,
    sql`select p.id, p.part_name, p.part_description,
               to_json(p.date_deleted) #>> '{}' as date_deleted
          from community_parts p
         where ${where}
         order by lower(p.part_name), p.id`,
  );
  return rows.map((row) => ({
    PartId: Number(row.id),
    PartName: row.part_name,
    PartDescription: row.part_description,
    DateDeleted: row.date_deleted,
  }));
}

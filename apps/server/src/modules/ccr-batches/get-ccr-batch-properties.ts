import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { propertyLabel } from './ccr-batch-rows';

type GetCcrBatchProperties = typeof contract.ccrBatches.GetCcrBatchProperties;

/**
 * Ccr/GetCcrBatchProperties: every live property of the community with its address, primary
 * owner and geocoded position (null where not geocoded); the phone sorts them by distance.
 */
export async function getCcrBatchProperties(
  ctx: RequestContext,
  { query }: InputOf<GetCcrBatchProperties>,
): Promise<ResponseOf<GetCcrBatchProperties>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const rows = await queryRows<{
    id: number;
    address: string;
    owner: string | null;
    latitude: string | number | null;
    longitude: string | number | null;
  }>(
    ctx.tx,
    sql`select p.id::int8 as id, ${propertyLabel(sql`p.id`)} as address,
               (select c.display_name from agents o join contacts c on c.agent_id = o.id
                 where o.parent_agent_id = p.id and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
                   and not o.is_deleted order by o.id limit 1) as owner,
               pos.latitude, pos.longitude
          from agents p left join agent_positions pos on pos.agent_id = p.id
         where p.agent_type_id = ${AgentTypeId.Property} and not p.is_deleted
           and p.community_agent_id = ${query.communityAgentId}
         order by p.id`,
  );
  const degrees = (value: string | number | null) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    PropertyAgentId: Number(row.id),
    Address: row.address,
    PrimaryOwnerName: row.owner,
    Latitude: degrees(row.latitude),
    Longitude: degrees(row.longitude),
  }));
}

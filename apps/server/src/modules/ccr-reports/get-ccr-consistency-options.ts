import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, CodeTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { propertyAddressJoin } from '../search/index';

type GetCcrConsistencyOptions = typeof contract.ccrReports.GetCcrConsistencyOptions;

/** The consistency view's choices: the street names of the community's properties, its sections. */
export async function getCcrConsistencyOptions(
  ctx: RequestContext,
  { query: q }: InputOf<GetCcrConsistencyOptions>,
): Promise<ResponseOf<GetCcrConsistencyOptions>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  await requireCommunity(ctx, q.communityAgentId);
  const streets = await queryRows<{ street: string }>(
    ctx.tx,
    sql`select min(pa.street_name) as street from agents p ${propertyAddressJoin(sql`p.id`)}
         where p.community_agent_id = ${q.communityAgentId} and not p.is_deleted
           and p.agent_type_id = ${AgentTypeId.Property} and coalesce(pa.street_name, '') <> ''
         group by lower(pa.street_name) order by lower(pa.street_name)`,
  );
  const sections = await queryRows<{ id: number; alias: string; name: string }>(
    ctx.tx,
    sql`select id::int8 as id, code_alias as alias, code_name as name from codes
         where community_agent_id = ${q.communityAgentId} and code_type_id = ${CodeTypeId.Section}
         order by code_alias, id`,
  );
  return {
    StreetNames: streets.map((s) => s.street),
    Sections: sections.map((s) => ({
      CodeID: Number(s.id),
      CodeAlias: s.alias,
      CodeName: s.name,
    })),
  };
}

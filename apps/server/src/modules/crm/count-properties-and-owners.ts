import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type CountPropertiesAndOwners = typeof contract.crm.CountPropertiesAndOwners;

/** Active properties and owners (primary owners and owners) of a community. */
export async function countPropertiesAndOwners(
  ctx: RequestContext,
  input: InputOf<CountPropertiesAndOwners>,
): Promise<ResponseOf<CountPropertiesAndOwners>> {
  const community = input.query.communityAgentId;
  requireClaim(ctx, 'property', 'read');
  await requireCommunity(ctx, community);
  const [row] = await queryRows<ResponseOf<CountPropertiesAndOwners>>(
    ctx.tx,
    sql`select
          count(*) filter (where agent_type_id = ${AgentTypeId.Property})::int as "CountProperties",
          count(*) filter (where agent_type_id in (${AgentTypeId.PrimaryOwner}, ${AgentTypeId.Owner}))::int
            as "CountOwners"
        from agents
       where community_agent_id = ${community} and not is_deleted`,
  );
  return row ?? { CountProperties: 0, CountOwners: 0 };
}

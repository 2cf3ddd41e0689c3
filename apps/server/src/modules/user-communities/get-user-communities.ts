import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { companyUser } from './community-list';

type GetUserCommunities = typeof contract.user.GetUserCommunities;

/** User/GetUserCommunities: every community of the company, marked when it is on the user's list. */
export async function getUserCommunities(
  ctx: RequestContext,
  { query }: InputOf<GetUserCommunities>,
): Promise<ResponseOf<GetUserCommunities>> {
  const userId = await companyUser(ctx.tx, query.userId);
  return queryRows(
    ctx.tx,
    sql`select a.id::int8 as "CommunityAgentId", c.display_name as "DisplayName", c.alias as "Alias",
               exists (select 1 from user_communities uc
                        where uc.user_id = ${userId}::bigint and uc.community_agent_id = a.id)
                 as "IsAssigned"
          from agents a join contacts c on c.agent_id = a.id
         where a.agent_type_id = ${AgentTypeId.Community} and not a.is_deleted
         order by c.display_name, a.id`,
  );
}

import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { companyCommunities } from './community-list';

type GetCommunityUsers = typeof contract.user.GetCommunityUsers;

/** User/GetCommunityUsers: every active user of the company, marked when they have the community. */
export async function getCommunityUsers(
  ctx: RequestContext,
  { query }: InputOf<GetCommunityUsers>,
): Promise<ResponseOf<GetCommunityUsers>> {
  const [communityAgentId] = await companyCommunities(ctx.tx, [query.communityAgentId]);
  return queryRows(
    ctx.tx,
    sql`select u.id::int8 as "UserId", u.user_name as "UserName", u.display_name as "DisplayName",
               exists (select 1 from user_communities uc
                        where uc.user_id = u.id and uc.community_agent_id = ${communityAgentId}::bigint)
                 as "IsAssigned"
          from users u
         where u.is_active
         order by u.display_name, u.id`,
  );
}

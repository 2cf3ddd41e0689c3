import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { companyCommunities } from './community-list';

type GetCommunityUsers = typeof contract.user.GetCommunityUsers;

/**
 * User/GetCommunityUsers: every active user of the company, marked when they have the community,
 * with what they do for it.
 */
export async function getCommunityUsers(
  ctx: RequestContext,
  { query }: InputOf<GetCommunityUsers>,
): Promise<ResponseOf<GetCommunityUsers>> {
  const [communityAgentId] = await companyCommunities(ctx.tx, [query.communityAgentId]);
  return queryRows(
    ctx.tx,
    sql`select u.id::int8 as "UserId", u.user_name as "UserName", u.display_name as "DisplayName",
               uc.user_id is not null as "IsAssigned", uc.profession as "Profession"
          from users u
          left join user_communities uc
            on uc.user_id = u.id and uc.community_agent_id = ${communityAgentId}::bigint
         where u.is_active
         order by u.display_name, u.id`,
  );
}

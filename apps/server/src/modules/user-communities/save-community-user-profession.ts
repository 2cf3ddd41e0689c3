import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { companyCommunities, companyUser } from './community-list';

type Save = typeof contract.user.SaveCommunityUserProfession;

/**
 * Crm/SaveCommunityUserProfession: what a user does for a community on their list (the community
 * users list shows it). A user who does not work in the community is refused: add them first.
 */
export async function saveCommunityUserProfession(
  ctx: RequestContext,
  { body }: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  const [communityAgentId = 0] = await companyCommunities(ctx.tx, [body.CommunityAgentId]);
  const userId = await companyUser(ctx.tx, body.UserId);
  const [row] = await queryRows<{ profession: string | null }>(
    ctx.tx,
    sql`update user_communities set profession = ${body.Profession}
         where user_id = ${userId}::bigint and community_agent_id = ${communityAgentId}::bigint
         returning profession`,
  );
  if (!row) throw appError('CommunityUserNotOnList');
  return { CommunityAgentId: communityAgentId, UserId: userId, Profession: row.profession };
}

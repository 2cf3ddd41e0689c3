import { and, eq, inArray, sql, userCommunities } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { forgetUserSessions } from '../auth/index';
import { companyCommunities, companyUser } from './community-list';

type SaveUserCommunities = typeof contract.user.SaveUserCommunities;

/**
 * User/SaveUserCommunities: the user's list becomes the communities given (an administrator
 * assigns users one by one from the user's side). The user's cached sessions are dropped, so their
 * next call sees the new list.
 */
export async function saveUserCommunities(
  ctx: RequestContext,
  { body }: InputOf<SaveUserCommunities>,
): Promise<ResponseOf<SaveUserCommunities>> {
  const userId = await companyUser(ctx.tx, body.UserId);
  const communities = await companyCommunities(ctx.tx, body.CommunityAgentIds);
  await ctx.tx
    .delete(userCommunities)
    .where(
      and(
        eq(userCommunities.userId, userId),
        communities.length > 0
          ? sql`not ${inArray(userCommunities.communityAgentId, communities)}`
          : sql`true`,
      ),
    );
  if (communities.length > 0)
    await ctx.tx
      .insert(userCommunities)
      .values(
        communities.map((communityAgentId) => ({
          companyId: ctx.user.companyId,
          userId,
          communityAgentId,
        })),
      )
      .onConflictDoNothing();
  forgetUserSessions(userId);
  return { success: true };
}

import { inArray, userCommunities, users } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { forgetUserSessions } from '../auth/index';
import { companyCommunities } from './community-list';

type AddUsersToCommunity = typeof contract.user.AddUsersToCommunity;

/**
 * User/AddUsersToCommunity: the community goes on the lists of the users given, in one statement
 * (an administrator assigns in bulk from the community's side); users who had it keep it.
 */
export async function addUsersToCommunity(
  ctx: RequestContext,
  { body }: InputOf<AddUsersToCommunity>,
): Promise<ResponseOf<AddUsersToCommunity>> {
  const [communityAgentId] = await companyCommunities(ctx.tx, [body.CommunityAgentId]);
  const wanted = [...new Set(body.UserIds)];
  const found = await ctx.tx.select({ id: users.id }).from(users).where(inArray(users.id, wanted));
  if (found.length !== wanted.length || communityAgentId === undefined) throw notFound();
  const added = await ctx.tx
    .insert(userCommunities)
    .values(wanted.map((userId) => ({ companyId: ctx.user.companyId, userId, communityAgentId })))
    .onConflictDoNothing()
    .returning({ userId: userCommunities.userId });
  for (const userId of wanted) forgetUserSessions(userId);
  return { Added: added.length };
}

// The community scope of a list: the signed-in user lists records of their own communities only
// (their rows of user_communities). Every query that lists records of communities restricts them
// with inUserCommunities, also to the communities a caller asked for; no module writes the list
// into SQL itself.
import { sql, type AnyPgColumn, type SQL } from '@hoa/db';
import type { RequestContext } from '../http/request-context';
import { idArray } from './id-array';

/** Which of the caller's communities a list covers. */
export interface CommunityScope {
  /**
   * Only these communities of the caller's list (one, or several); a community off the list is
   * left out (a use case that must refuse it calls requireCommunity first). Undefined or null:
   * the whole list.
   */
  asked?: number | readonly number[] | null;
  /**
   * The whole list read as a subquery of user_communities instead of the list loaded with the
   * session: one index lookup per row, where an array of a thousand ids would be planned and
   * scanned in every branch of a search. Not used with `asked`, which is a short list.
   */
  live?: boolean;
}

/**
 * `column` is one of the caller's communities (of those asked for, when `asked` is given). The
 * list is passed as a bigint[] (an empty list matches nothing), or read live (see CommunityScope).
 */
export function inUserCommunities(
  ctx: RequestContext,
  column: AnyPgColumn | SQL,
  scope: CommunityScope = {},
): SQL {
  if (scope.asked !== undefined && scope.asked !== null) {
    return sql`${column} = any(${idArray(callerCommunities(ctx, scope.asked))})`;
  }
  return scope.live
    ? sql`${column} in ${userCommunities(ctx)}`
    : sql`${column} = any(${idArray(ctx.user.communityIds)})`;
}

/**
 * The caller's communities as a subquery, for the few queries that need the list itself (a join
 * on it); a filter is written with inUserCommunities.
 */
export function userCommunities(ctx: RequestContext): SQL {
  return sql`(select uc.community_agent_id from user_communities uc where uc.user_id = ${ctx.user.userId})`;
}

/** The caller's communities, or of those only the ones asked for. */
function callerCommunities(
  ctx: RequestContext,
  asked: number | readonly number[],
): readonly number[] {
  const wanted = new Set(typeof asked === 'number' ? [asked] : asked);
  return ctx.user.communityIds.filter((id) => wanted.has(id));
}

/** The community is on the caller's list (a check; a list filters with inUserCommunities). */
export function isCallerCommunity(ctx: RequestContext, communityAgentId: number): boolean {
  return ctx.user.communityIds.includes(communityAgentId);
}

// The community scope of a list: the signed-in user lists records of their own communities only
// (their rows of user_communities). Every query that lists records of communities restricts them
// with inUserCommunities; no module writes the list into SQL itself.
import { sql, type AnyPgColumn, type SQL } from '@hoa/db';
import type { RequestContext } from '../http/request-context';
import { idArray } from './id-array';

/**
 * `column` is one of the caller's communities. By default the list loaded with the session is
 * passed as a bigint[] (an empty list matches nothing). `'live'` reads the list as a subquery
 * instead: one index lookup per row, where an array of a thousand ids would be planned and
 * scanned in every branch of a search.
 */
export function inUserCommunities(
  ctx: RequestContext,
  column: AnyPgColumn | SQL,
  form: 'session' | 'live' = 'session',
): SQL {
  return form === 'live'
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

/**
 * The communities a list covers: the caller's, or of those only the ones asked for (a community
 * off the caller's list is left out; a use case that must refuse it calls requireCommunity first).
 */
export function callerCommunities(
  ctx: RequestContext,
  asked?: number | readonly number[] | null,
): readonly number[] {
  const mine = ctx.user.communityIds;
  if (asked === undefined || asked === null) return mine;
  const wanted = new Set(typeof asked === 'number' ? [asked] : asked);
  return mine.filter((id) => wanted.has(id));
}

/** The community is on the caller's list (a check; a list filters with inUserCommunities). */
export function isCallerCommunity(ctx: RequestContext, communityAgentId: number): boolean {
  return ctx.user.communityIds.includes(communityAgentId);
}

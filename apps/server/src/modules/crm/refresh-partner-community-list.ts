import type { CommunityListItem } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { forgetUserSessions } from '../auth/index';
import { listUserCommunities } from './get-user-community-list';

/**
 * Community/RefreshPartnerCommunityList (spec 1 §7): the caller's community list read from the
 * database, not from the session this process cached (up to 15 s); the cached sessions of the
 * caller are dropped, so their next calls are checked against the list returned.
 */
export async function refreshPartnerCommunityList(
  ctx: RequestContext,
): Promise<CommunityListItem[]> {
  forgetUserSessions(ctx.user.userId);
  return listUserCommunities(ctx, ctx.tx, true);
}

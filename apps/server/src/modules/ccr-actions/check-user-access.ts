import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ActionProcessActionLevels, ActionProcessMessages, hasAccess, Messages } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { isCallerCommunity } from '../../sql/index';

type CheckUserAccess = typeof contract.ccrActions.CheckUserAccess;

/**
 * CcrAction/CheckUserAccess (spec 3 §6): the server access check the settings screen asks before
 * it adds, edits, assigns, deletes or copies a process. It answers a denial with its message
 * (ccrviolations at the action's level, and the community on the caller's list); the calls
 * themselves check the same again.
 */
export function checkUserAccess(
  ctx: RequestContext,
  { query }: InputOf<CheckUserAccess>,
): Promise<ResponseOf<CheckUserAccess>> {
  requireClaim(ctx, 'ccrviolations', 'read');
  return Promise.resolve(accessAnswer(ctx, query));
}

function accessAnswer(
  ctx: RequestContext,
  query: InputOf<CheckUserAccess>['query'],
): ResponseOf<CheckUserAccess> {
  const action = query.actionToPerform;
  if (!hasAccess(ctx.user.grants, 'ccrviolations', ActionProcessActionLevels[action]))
    return { HasAccess: false, Message: ActionProcessMessages.notAuthorized(action.toLowerCase()) };
  const community = query.communityAgentId;
  if (community !== undefined && !isCallerCommunity(ctx, community))
    return { HasAccess: false, Message: Messages.communityNotOnList };
  return { HasAccess: true, Message: null };
}

import { agents, and, eq } from '@hoa/db';
import { AgentTypeId, hasAccess, type AccessLevel, type PermissionClaim } from '@hoa/domain';
import { appError, forbidden, notFound } from './errors';
import type { RequestContext } from './request-context';

/** Every use case names its claim and level; a caller without it gets 403. */
export function requireClaim(
  ctx: RequestContext,
  claim: PermissionClaim,
  level: AccessLevel,
): void {
  if (!hasAccess(ctx.user.grants, claim, level)) throw forbidden();
}

export function requireSystemAdmin(ctx: RequestContext): void {
  if (!ctx.user.isSystemAdmin) throw forbidden();
}

/**
 * A community must be on the caller's list. One of another company does not exist for the caller
 * (row-level security), so it is 404; one of their own company off their list is 403.
 */
export async function requireCommunity(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<void> {
  if (ctx.user.communityIds.includes(communityAgentId)) return;
  const found = await ctx.tx
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, communityAgentId), eq(agents.agentTypeId, AgentTypeId.Community)));
  if (found.length === 0) throw notFound();
  throw appError('CommunityNotOnList');
}

/**
 * Every community of a list must be on the caller's list: requireCommunity's answer for the first
 * one that is not (its one query), nothing to ask where all are.
 */
export async function requireCommunities(
  ctx: RequestContext,
  communityAgentIds: Iterable<number>,
): Promise<void> {
  const offList = [...communityAgentIds].find((id) => !ctx.user.communityIds.includes(id));
  if (offList !== undefined) await requireCommunity(ctx, offList);
}

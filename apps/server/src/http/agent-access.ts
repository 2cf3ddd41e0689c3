import { agents, eq, inArray } from '@hoa/db';
import {
  AgentTypeId,
  AgentTypes,
  claimForAgentType,
  hasAccess,
  type AccessLevel,
} from '@hoa/domain';
import { requireClaim, requireCommunity, requireCommunities } from './access';
import { notFound } from './errors';
import type { RequestContext } from './request-context';

export type AgentRow = typeof agents.$inferSelect;

/** The community an agent belongs to: itself for a community, null for company-wide agents. */
export function communityOf(agent: Pick<AgentRow, 'id' | 'agentTypeId' | 'communityAgentId'>) {
  return agent.agentTypeId === AgentTypeId.Community ? agent.id : agent.communityAgentId;
}

/** The agent-type claim at the level; kinds without a claim of their own are open to every user. */
export function requireAgentTypeClaim(
  ctx: RequestContext,
  agentTypeId: number,
  level: AccessLevel,
): void {
  const claim = claimForAgentType(agentTypeId);
  if (claim) requireClaim(ctx, claim, level);
}

/** The agent types whose profiles the caller may read. */
export function readableAgentTypeIds(ctx: RequestContext): number[] {
  return AgentTypes.map((row) => row.TopsAgentTypeId).filter((id) => {
    const claim = claimForAgentType(id);
    return !claim || hasAccess(ctx.user.grants, claim, 'read');
  });
}

/** Claim and community list for one agent already read. */
export async function requireAgentAccess(
  ctx: RequestContext,
  agent: Pick<AgentRow, 'id' | 'agentTypeId' | 'communityAgentId'>,
  level: AccessLevel,
): Promise<void> {
  requireAgentTypeClaim(ctx, agent.agentTypeId, level);
  const community = communityOf(agent);
  if (community !== null) await requireCommunity(ctx, community);
}

/**
 * One agent the caller may use at the level: 404 when it does not exist for the caller's company
 * (row-level security hides other companies), 403 without the claim or off the community list.
 */
export async function loadAgent(
  ctx: RequestContext,
  agentId: number,
  level: AccessLevel,
): Promise<AgentRow> {
  const [agent] = await ctx.tx.select().from(agents).where(eq(agents.id, agentId));
  if (!agent) throw notFound();
  await requireAgentAccess(ctx, agent, level);
  return agent;
}

/** Several agents, each checked like loadAgent; the answer follows the order of the ids. */
export async function loadAgents(
  ctx: RequestContext,
  agentIds: readonly number[],
  level: AccessLevel,
): Promise<AgentRow[]> {
  if (agentIds.length === 0) return [];
  const rows = await ctx.tx
    .select()
    .from(agents)
    .where(inArray(agents.id, [...new Set(agentIds)]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = agentIds.map((id) => byId.get(id));
  const found = ordered.filter((row): row is AgentRow => row !== undefined);
  if (found.length !== agentIds.length) throw notFound();
  for (const agent of found) requireAgentTypeClaim(ctx, agent.agentTypeId, level);
  const communities = new Set(found.map(communityOf).filter((id): id is number => id !== null));
  await requireCommunities(ctx, communities);
  return found;
}

import { agents, eq } from '@hoa/db';
import { AgentTypeId, feedStatusIds, unreadableTxnTypeIds } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import type { FeedSpec } from './feed-query';

export interface AgentScope {
  /** The communities whose items the feed reads; null: every one on the caller's list. */
  communityIds: number[] | null;
  /** The item-agent filter; undefined when the agent is the community itself. */
  agentId: number | undefined;
}

/**
 * The communities of one agent's feed: a community agent's own items, an agent of a community
 * within it (off-list: 403), and an agent of no community (a user, a global vendor) across the
 * caller's communities.
 */
export async function agentScope(ctx: RequestContext, agentId: number): Promise<AgentScope> {
  const [agent] = await ctx.tx
    .select({ typeId: agents.agentTypeId, communityAgentId: agents.communityAgentId })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent) throw notFound();
  if (agent.typeId === AgentTypeId.Community) {
    await requireCommunity(ctx, agentId);
    return { communityIds: [agentId], agentId: undefined };
  }
  if (agent.communityAgentId !== null) {
    await requireCommunity(ctx, agent.communityAgentId);
    return { communityIds: [agent.communityAgentId], agentId };
  }
  return { communityIds: null, agentId };
}

export function hiddenTypes(ctx: RequestContext): number[] {
  return unreadableTxnTypeIds(ctx.user.grants);
}

interface CommunityFeedQuery {
  communityAgentId: number;
  statusIdsStr?: number[];
  startDate?: string;
  endDate?: string;
  ids?: number[];
  timeZoneOffset?: number;
}

/**
 * What every community feed call shares: the community (on the caller's list), the types the
 * caller may read, the statuses (default 4, 9, 10, 5, 13), the date window, the ids and the
 * caller's time zone offset.
 */
export async function communityFeedScope(
  ctx: RequestContext,
  q: CommunityFeedQuery,
): Promise<
  Pick<
    FeedSpec,
    | 'communityIds'
    | 'statusIds'
    | 'hiddenTxnTypeIds'
    | 'startDate'
    | 'endDate'
    | 'ids'
    | 'timeZoneOffset'
  >
> {
  await requireCommunity(ctx, q.communityAgentId);
  return {
    communityIds: [q.communityAgentId],
    statusIds: feedStatusIds(q.statusIdsStr),
    hiddenTxnTypeIds: hiddenTypes(ctx),
    startDate: q.startDate,
    endDate: q.endDate,
    ids: q.ids,
    timeZoneOffset: q.timeZoneOffset,
  };
}

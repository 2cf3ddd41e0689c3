import { agentTypeGroupFor, claimForAgentType, hasAccess, type AccessLevel } from '@hoa/domain';
import { communityOf, loadAgent } from '../../http/agent-access';
import type { RequestContext } from '../../http/request-context';

export interface ValuesAgent {
  agentId: number;
  agentTypeGroupId: number | null;
  /** The community whose categories apply: the agent's own; null: any on the caller's list. */
  communityAgentId: number | null;
  canEdit: boolean;
}

/** An agent whose values the caller may read or change: the agent type's claim and community. */
export async function loadValuesAgent(
  ctx: RequestContext,
  agentId: number,
  level: AccessLevel,
): Promise<ValuesAgent> {
  const agent = await loadAgent(ctx, agentId, level);
  const community = communityOf(agent);
  const claim = claimForAgentType(agent.agentTypeId);
  return {
    agentId: agent.id,
    agentTypeGroupId: agentTypeGroupFor(agent.agentTypeId)?.AgentTypeGroupId ?? null,
    communityAgentId: community,
    canEdit: claim ? hasAccess(ctx.user.grants, claim, 'update') : true,
  };
}

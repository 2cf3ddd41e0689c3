import { queryRows, sql } from '@hoa/db';
import { AgentTypeId, ResaleMessages as M, type AccessLevel } from '@hoa/domain';
import { loadAgent } from '../../http/agent-access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

export interface ResaleProperty {
  propertyAgentId: number;
  communityAgentId: number;
}

/**
 * The property of a resale: 404 when the caller's company has no such agent, 403 without the
 * property claim or off the community list, 400 for an agent that is not a property.
 */
export async function resaleProperty(
  ctx: RequestContext,
  propertyAgentId: number,
  level: AccessLevel,
): Promise<ResaleProperty> {
  const agent = await loadAgent(ctx, propertyAgentId, level);
  if (agent.agentTypeId !== AgentTypeId.Property || agent.isDeleted || !agent.communityAgentId) {
    throw badRequest(M.notProperty);
  }
  return { propertyAgentId: agent.id, communityAgentId: agent.communityAgentId };
}

/** The property of a resale, locked (FOR UPDATE) so two resales or splits of it take turns. */
export async function lockResaleProperty(
  ctx: RequestContext,
  propertyAgentId: number,
  level: AccessLevel,
): Promise<ResaleProperty> {
  const property = await resaleProperty(ctx, propertyAgentId, level);
  await queryRows(
    ctx.tx,
    sql`select id from agents where id = ${property.propertyAgentId} for update`,
  );
  return property;
}

/** The property's billed primary owner (the lowest id, as charge runs choose), or null. */
export async function billedOwner(ctx: RequestContext, propertyAgentId: number) {
  const [row] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id::int8 as id from agents
         where parent_agent_id = ${propertyAgentId} and agent_type_id = ${AgentTypeId.PrimaryOwner}
           and is_active and not is_deleted
         order by id limit 1`,
  );
  return row?.id ?? null;
}

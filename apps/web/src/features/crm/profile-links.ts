// Routes of profiles: each agent type has add, edit and view routes under its own name (spec 1
// §2.1), e.g. /owner/view/12, /primary-owner/add/40; the generic new/edit/view routes also work.
import { agentTypeLabel, AgentTypes } from '@hoa/domain';
import { buildRoute, SiteMap } from '../../app/site-map';

/** 'primary-owner' for PrimaryOwner; the first segment of the type's routes. */
export function agentTypeSlug(agentTypeId: number): string {
  return agentTypeLabel(agentTypeId).toLowerCase().replace(/ /g, '-');
}

export const ProfileRouteTypes: readonly { agentTypeId: number; slug: string }[] = AgentTypes.map(
  (row) => ({ agentTypeId: row.TopsAgentTypeId, slug: agentTypeSlug(row.TopsAgentTypeId) }),
);

export function profileViewRoute(agent: { TopsAgentId: number; TopsAgentTypeId: number }): string {
  const agentType = agentTypeSlug(agent.TopsAgentTypeId);
  return agentType
    ? buildRoute(SiteMap.agentTypeView, { agentType, agentId: agent.TopsAgentId })
    : buildRoute(SiteMap.profileView, { agentId: agent.TopsAgentId });
}

export function profileEditRoute(agent: { TopsAgentId: number; TopsAgentTypeId: number }): string {
  const agentType = agentTypeSlug(agent.TopsAgentTypeId);
  return agentType
    ? buildRoute(SiteMap.agentTypeEdit, { agentType, agentId: agent.TopsAgentId })
    : buildRoute(SiteMap.profileEdit, { agentId: agent.TopsAgentId });
}

export function profileAddRoute(agentTypeId: number, parentAgentId: number | null): string {
  return buildRoute(SiteMap.agentTypeAdd, {
    agentType: agentTypeSlug(agentTypeId),
    parentAgentId,
  });
}

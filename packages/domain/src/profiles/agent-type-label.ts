// An agent type's name as people read it. Apart from the profile rules: the router's profile
// routes need only this, and the sign-in screen's script carries the router.
import { findAgentType } from '../static-data/agent-types';

/** 'Primary owner' for PrimaryOwner, 'Committee member' for Committee_Member; '' if unknown. */
export function agentTypeLabel(agentTypeId: number): string {
  const name = findAgentType(agentTypeId)?.AgentTypeName ?? '';
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label inside a sentence: 'primary owner'. */
export function agentTypeNoun(agentTypeId: number): string {
  return agentTypeLabel(agentTypeId).toLowerCase();
}

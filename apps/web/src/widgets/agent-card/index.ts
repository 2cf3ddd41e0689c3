export { AgentCard, type AgentCardMode, type AgentCardProps } from './agent-card';
export { AgentAvatar } from './agent-avatar';
export type { AgentCardData } from './agent-card-parts';
export { agentGraphQuery, profilesKey } from './agent-queries';

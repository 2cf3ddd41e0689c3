import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { profilesKey } from '../../widgets/agent-card';

// Everything of this area sits under profilesKey (with the agent graph of widgets/agent-card) so one
// invalidation refreshes it after a change.

export function profileQuery(agentId: number) {
  return queryOptions({
    queryKey: [...profilesKey, 'profile', agentId],
    queryFn: () => api.call(contract.crm.GetProfile, { query: { agentId } }),
  });
}

export function agentHeaderQuery(agentId: number) {
  return queryOptions({
    queryKey: [...profilesKey, 'header', agentId],
    queryFn: () => api.call(contract.crm.GetAgentHeader, { query: { agentId } }),
  });
}

export interface ChildrenFilter {
  communityAgentId: number;
  agentTypeIds: readonly number[];
  parentAgentId?: number;
  includeDeleted: boolean;
}

export function childrenQuery(filter: ChildrenFilter) {
  return queryOptions({
    queryKey: [...profilesKey, 'children', filter],
    queryFn: () =>
      api.call(contract.crm.GetCommunityChildren, {
        query: {
          communityAgentId: filter.communityAgentId,
          agentTypeIds: filter.agentTypeIds.length > 0 ? filter.agentTypeIds.join(',') : undefined,
          parentAgentId: filter.parentAgentId,
          includeDeleted: filter.includeDeleted ? 'true' : 'false',
          take: 500,
        },
      }),
  });
}

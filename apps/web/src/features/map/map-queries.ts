import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export const mapKey = ['map'] as const;

export const mapSettingsQuery = queryOptions({
  queryKey: [...mapKey, 'settings'],
  queryFn: () => api.call(contract.map.GetMapSettings),
  staleTime: Infinity,
});

export function communityMapQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...mapKey, 'community', communityAgentId],
    queryFn: () => api.call(contract.map.GetCommunityMap, { query: { communityAgentId } }),
  });
}

export function thumbnailQuery(agentId: number) {
  return queryOptions({
    queryKey: [...mapKey, 'thumbnail', agentId],
    queryFn: () => api.call(contract.map.GetPropertyMapThumbnail, { query: { agentId } }),
  });
}

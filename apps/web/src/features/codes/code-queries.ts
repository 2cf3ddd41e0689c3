import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Codes and code categories sit under ['codes'] so one invalidation refreshes them.
export const codesKey = ['codes'] as const;

export function codesQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...codesKey, 'list', communityAgentId],
    queryFn: () => api.call(contract.codes.GetCodes, { query: { communityAgentId } }),
  });
}

export function codeCategoriesQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...codesKey, 'categories', communityAgentId],
    queryFn: () => api.call(contract.codes.GetCodeCategories, { query: { communityAgentId } }),
  });
}

import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export const yearCloseKey = ['year-close'] as const;

export function yearClosesQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...yearCloseKey, communityAgentId],
    queryFn: () => api.call(contract.yearClose.GetYearCloses, { query: { communityAgentId } }),
  });
}

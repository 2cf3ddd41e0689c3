import { search, type RequestOf } from '@hoa/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['search'].
export const searchKey = ['search'] as const;

export function globalSearchQuery(searchTerm: string) {
  return queryOptions({
    queryKey: [...searchKey, 'global', searchTerm],
    queryFn: () => api.call(search.GlobalSearch, { query: { searchTerm } }),
    staleTime: 15_000,
  });
}

export type OwnershipSearch = RequestOf<typeof search.SearchOwnerships>['query'];

export function ownershipsQuery(query: OwnershipSearch) {
  return queryOptions({
    queryKey: [...searchKey, 'ownerships', query],
    queryFn: () => api.call(search.SearchOwnerships, { query }),
    placeholderData: keepPreviousData,
  });
}

import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['collections'].
export const collectionsKey = ['collections'] as const;
const C = contract.collections;

export function collectionSettingsQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...collectionsKey, 'settings', communityAgentId],
    queryFn: () => api.call(C.GetCollectionCodeCategories, { query: { communityAgentId } }),
  });
}

export function collectionActionsQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...collectionsKey, 'actions', communityAgentId],
    queryFn: () => api.call(C.GetCollectionActions, { query: { communityAgentId } }),
  });
}

export function collectionStatusQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...collectionsKey, 'status', communityAgentId],
    queryFn: () => api.call(C.GetCollectionStatus, { query: { communityAgentId } }),
    // Posting a collection run (on the run's review screen) moves it: read it afresh each visit.
    refetchOnMount: 'always',
  });
}

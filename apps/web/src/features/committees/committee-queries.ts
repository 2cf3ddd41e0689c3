import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['committees'] so one invalidation refreshes it.
export const committeesKey = ['committees'] as const;

export function committeesQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...committeesKey, 'list', communityAgentId],
    queryFn: () => api.call(contract.committees.GetCommittees, { query: { communityAgentId } }),
  });
}

export function committeeQuery(agentId: number) {
  return queryOptions({
    queryKey: [...committeesKey, 'committee', agentId],
    queryFn: () => api.call(contract.committees.GetCommittee, { query: { agentId } }),
  });
}

export function committeeMembersQuery(committeeAgentId: number) {
  return queryOptions({
    queryKey: [...committeesKey, 'members', committeeAgentId],
    queryFn: () =>
      api.call(contract.committees.GetCommitteeMembers, { query: { committeeAgentId } }),
  });
}

export const committeeMemberTypesQuery = queryOptions({
  queryKey: ['staticData', 'GetCommitteeMemberTypes'],
  queryFn: () => api.call(contract.staticData.GetCommitteeMemberTypes),
  staleTime: Infinity,
});

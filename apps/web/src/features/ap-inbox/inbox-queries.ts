import { contract, type InboxListFilters } from '@hoa/contract';
import type { InboxSortField } from '@hoa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of the AP inbox sits under ['ap-inbox'] (actions invalidate it all).
export const inboxKey = ['ap-inbox'] as const;
const A = contract.apInbox;

export type ListFilter = (typeof InboxListFilters)[number];

export function inboxCountsQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...inboxKey, 'counts', communityAgentId],
    queryFn: () => api.call(A.GetInboxCounts, { query: { communityAgentId } }),
  });
}

export function inboxInvoicesQuery(
  communityAgentId: number,
  filterName: ListFilter,
  sortBy: InboxSortField,
  sortOrder: 'asc' | 'desc',
) {
  return queryOptions({
    queryKey: [...inboxKey, 'list', communityAgentId, filterName, sortBy, sortOrder],
    queryFn: () =>
      api.call(A.GetInboxInvoices, {
        query: { communityAgentId, filterName, sortBy, sortOrder },
      }),
  });
}

export function activityFeedQuery(communityAgentId: number, lastDays: number) {
  return queryOptions({
    queryKey: [...inboxKey, 'feed', communityAgentId, lastDays],
    queryFn: () => api.call(A.GetApprovalActivityFeed, { query: { communityAgentId, lastDays } }),
  });
}

import { contract, type ServiceRequestsPageQuery } from '@hoa/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { ticketsPageQuery } from '../../widgets/request-queries';

// Everything of the service requests sits under ['serviceRequests'].
export const serviceRequestsKey = ['serviceRequests'] as const;
const C = contract.serviceRequests;

/** The list's filters (state, words) and page. */
export type ServiceRequestFilters = Omit<
  ServiceRequestsPageQuery,
  'communityAgentId' | 'skip' | 'take'
>;

export const serviceRequestsPageQuery = (
  communityAgentId: number,
  filters: ServiceRequestFilters,
  page: number,
) =>
  ticketsPageQuery(serviceRequestsKey, communityAgentId, filters, page, (query) =>
    api.call(C.TicketsPage, { query }),
  );

export const serviceRequestQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...serviceRequestsKey, 'graph', itemId],
    queryFn: () => api.call(C.GetServiceRequest, { query: { itemId } }),
  });

/** The users who work on the community (it is on their list), for the assignee picker. */
export const assigneeOptionsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...serviceRequestsKey, 'users', communityAgentId],
    queryFn: () => api.call(contract.user.GetCommunityUsers, { query: { communityAgentId } }),
    staleTime: 60_000,
    select: (users) =>
      users
        .filter((user) => user.IsAssigned)
        .map((user) => ({ value: String(user.UserId), label: user.DisplayName || user.UserName })),
  });

/** After a change: the lists and the request again. */
export function refreshServiceRequests(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: serviceRequestsKey });
}

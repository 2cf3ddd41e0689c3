import { contract, type TicketsPageQuery } from '@hoa/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { codeOptions, ticketsPageQuery } from '../../widgets/request-queries';

// Everything of the general requests sits under ['generalRequests'].
export const generalRequestsKey = ['generalRequests'] as const;
const C = contract.generalRequests;

/** The tickets page's filters (state, code, source, received range) and page. */
export type TicketFilters = Omit<TicketsPageQuery, 'communityAgentId' | 'skip' | 'take'>;

export const ticketsQuery = (communityAgentId: number, filters: TicketFilters, page: number) =>
  ticketsPageQuery(generalRequestsKey, communityAgentId, filters, page, (query) =>
    api.call(C.GetTicketsPage, { query }),
  );

export const generalRequestGraphQuery = (id: number) =>
  queryOptions({
    queryKey: [...generalRequestsKey, 'graph', id],
    queryFn: () => api.call(C.GetGraph, { query: { id } }),
  });

export const generalRequestKpiQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...generalRequestsKey, 'kpi', communityAgentId],
    queryFn: () => api.call(C.GetGeneralRequestKpi, { query: { communityAgentId } }),
  });

/** The community's general request codes, for the code pickers. */
export const generalRequestCodeOptionsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...generalRequestsKey, 'codes', communityAgentId],
    queryFn: () => api.call(C.GetCodes, { query: { communityAgentId } }),
    select: codeOptions,
  });

/** The users who work on the community (it is on their list), for the assignee picker. */
export const communityUserOptionsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...generalRequestsKey, 'users', communityAgentId],
    queryFn: () => api.call(contract.user.GetCommunityUsers, { query: { communityAgentId } }),
    staleTime: 60_000,
    select: (users) =>
      users
        .filter((user) => user.IsAssigned)
        .map((user) => ({ value: String(user.UserId), label: user.DisplayName || user.UserName })),
  });

/** After a change: the lists, the KPI and the request again. */
export function refreshGeneralRequests(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: generalRequestsKey });
}

import { contract, type WorkOrderTicketsPageQuery } from '@hoa/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { ticketsPageQuery } from '../../widgets/request-queries';

// Everything of the work orders sits under ['workOrders'].
export const workOrdersKey = ['workOrders'] as const;
const C = contract.workOrders;

/** The list's filters (state incl. Overdue, search) and page. */
export type WorkOrderFilters = Omit<
  WorkOrderTicketsPageQuery,
  'communityAgentId' | 'skip' | 'take'
>;

export const workOrdersPageQuery = (
  communityAgentId: number,
  filters: WorkOrderFilters,
  page: number,
) =>
  ticketsPageQuery(workOrdersKey, communityAgentId, filters, page, (query) =>
    api.call(C.GetTicketsPage, { query }),
  );

export const workOrderGraphQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...workOrdersKey, 'graph', itemId],
    queryFn: () => api.call(C.GetWorkOrder, { query: { itemId } }),
  });

export const workOrderSummaryQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...workOrdersKey, 'summary', itemId],
    queryFn: () => api.call(C.GetWorkOrderSummary, { query: { itemId } }),
  });

/** The community's work order codes with their detail and clock. */
export const workOrderCodesQuery = (agentId: number) =>
  queryOptions({
    queryKey: [...workOrdersKey, 'codes', agentId],
    queryFn: () => api.call(C.GetAgentWorkOrderCodes, { query: { agentId } }),
  });

export const workOrderSettingsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...workOrdersKey, 'settings', communityAgentId],
    queryFn: () => api.call(C.GetSettings, { query: { communityAgentId } }),
  });

/** The vendors of the community (and the company's), for the issued-to picker. */
export const vendorOptionsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...workOrdersKey, 'vendors', communityAgentId],
    queryFn: () =>
      api.call(contract.portfolio.GetVendors, { query: { communityAgentId, take: 100 } }),
    staleTime: 60_000,
    select: (page) =>
      page.Results.map((v) => ({ value: String(v.TopsAgentId), label: v.DisplayName })),
  });

/** The users who work on the community, for the assignee and issued-to pickers. */
export const userOptionsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...workOrdersKey, 'users', communityAgentId],
    queryFn: () => api.call(contract.user.GetCommunityUsers, { query: { communityAgentId } }),
    staleTime: 60_000,
    select: (users) =>
      users
        .filter((user) => user.IsAssigned)
        .map((user) => ({ value: String(user.UserId), label: user.DisplayName || user.UserName })),
  });

/** After a change: the lists, the views and the summaries again. */
export function refreshWorkOrders(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: workOrdersKey });
}

import { contract } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api';
import { workOrdersKey } from '../work-orders-queries';

// A work order's costs and a community's parts list sit under the work orders' key.
export const workOrderCostsKey = [...workOrdersKey, 'costs'] as const;
const C = contract.workOrderCosts;

export const costItemsQuery = (workOrderItemId: number) =>
  queryOptions({
    queryKey: [...workOrderCostsKey, 'items', workOrderItemId],
    queryFn: () => api.call(C.GetCostItems, { query: { workOrderItemId } }),
  });

export const costSummaryQuery = (workOrderItemId: number) =>
  queryOptions({
    queryKey: [...workOrderCostsKey, 'summary', workOrderItemId],
    queryFn: () => api.call(C.GetCostItemsSummary, { query: { workOrderItemId } }),
  });

/** The community's parts list (not removed), by name. */
export const communityPartsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...workOrderCostsKey, 'parts', communityAgentId],
    queryFn: () =>
      api.call(C.GetCommunityPartsList, {
        query: { agentId: communityAgentId, agentTypeId: AgentTypeId.Community },
      }),
  });

/**
 * After a change: every work order query again (the cost items, summaries and parts lists, and
 * what costs change elsewhere: the estimate invoices are held against, a closed work order).
 */
export function refreshWorkOrderCosts(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: workOrdersKey });
}

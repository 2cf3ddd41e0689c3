import { contract } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api';

// A work order's costs and a community's parts list sit under ['workOrderCosts'].
export const workOrderCostsKey = ['workOrderCosts'] as const;
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

/** After a change: the cost items, summaries and parts lists again. */
export function refreshWorkOrderCosts(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: workOrderCostsKey });
}

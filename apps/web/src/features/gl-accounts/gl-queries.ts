import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of the chart of accounts sits under ['gl-accounts'] so one invalidation refreshes it.
export const glKey = ['gl-accounts'] as const;
const g = contract.glAccounts;

export function chartQuery(communityAgentId: number, includeInactive = false) {
  return queryOptions({
    queryKey: [...glKey, 'chart', communityAgentId, includeInactive],
    queryFn: () =>
      api.call(g.GetChartOfAccounts, {
        query: { communityAgentId, includeInactive: includeInactive ? 'true' : 'false' },
      }),
  });
}

export function costCentersQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...glKey, 'cost-centers', communityAgentId],
    queryFn: () => api.call(g.GetCostCenters, { query: { communityAgentId } }),
  });
}

export function fundsQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...glKey, 'funds', communityAgentId],
    queryFn: () => api.call(g.GetFunds, { query: { communityAgentId } }),
  });
}

export function rangesQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...glKey, 'ranges', communityAgentId],
    queryFn: () => api.call(g.GetAccountRanges, { query: { communityAgentId } }),
  });
}

export function requiredAccountsQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...glKey, 'required', communityAgentId],
    queryFn: () =>
      api.call(contract.accountingSetup.GetAccountsRequired, { query: { communityAgentId } }),
  });
}

export interface MergeFilterValues {
  accountId: number;
  startDate: string;
  endDate: string;
}

export function mergeHistoryQuery(communityAgentId: number, filter: MergeFilterValues | null) {
  return queryOptions({
    queryKey: [...glKey, 'merge-history', communityAgentId, filter],
    queryFn: () =>
      filter
        ? api.call(g.GetAccountMergeHistory, { query: { communityAgentId, ...filter } })
        : Promise.resolve([]),
    enabled: filter !== null,
  });
}

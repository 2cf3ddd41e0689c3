import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['gl-history']; posting or removing an entry refreshes it.
export const glHistoryKey = ['gl-history'] as const;
const G = contract.glHistory;

export interface HistoryFilter {
  communityAgentId: number;
  accountId: number;
  asOfDate: string | undefined;
  /** With asOfDate, a date range: only the lines from this day on. */
  fromDate: string | undefined;
  costCenterCategoryId: number | undefined;
}

export function historyHeaderQuery(filter: HistoryFilter) {
  return queryOptions({
    queryKey: [...glHistoryKey, 'header', filter],
    queryFn: () => api.call(G.GetHistoryHeader, { query: filter }),
  });
}

export function historyLinesQuery(filter: HistoryFilter, skip: number, take: number) {
  return queryOptions({
    queryKey: [...glHistoryKey, 'lines', filter, skip, take],
    queryFn: () => api.call(G.GetHistory, { query: { ...filter, skip, take } }),
  });
}

export function historyAccountQuery(accountId: number) {
  return queryOptions({
    queryKey: [...glHistoryKey, 'account', accountId],
    queryFn: () => api.call(contract.glAccounts.GetAccount, { query: { accountId } }),
  });
}

export function communityItemQuery(itemId: number) {
  return queryOptions({
    queryKey: [...glHistoryKey, 'item', itemId],
    queryFn: () => api.call(G.GetCommunityItem, { query: { itemId } }),
  });
}

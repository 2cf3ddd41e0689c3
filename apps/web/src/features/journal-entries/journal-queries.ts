import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['journal-entries']; a change also refreshes GL history.
export const journalKey = ['journal-entries'] as const;
const J = contract.journalEntries;

export function journalEntryQuery(itemId: number) {
  return queryOptions({
    queryKey: [...journalKey, 'entry', itemId],
    queryFn: () => api.call(J.GetJournalEntry, { query: { itemId } }),
  });
}

export interface EntryListFilter {
  communityAgentId: number;
  isTemplate: boolean;
  statusId: number | undefined;
  skip: number;
  take: number;
}

export function journalEntriesQuery(filter: EntryListFilter) {
  return queryOptions({
    queryKey: [...journalKey, 'list', filter],
    queryFn: () =>
      api.call(J.GetJournalEntries, {
        query: { ...filter, isTemplate: filter.isTemplate ? 'true' : 'false' },
      }),
  });
}

/** The community's active accounts for the line account pickers. */
export function entryAccountsQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...journalKey, 'accounts', communityAgentId],
    queryFn: () => api.call(contract.glAccounts.SearchAccounts, { query: { communityAgentId } }),
    staleTime: 60_000,
  });
}

export function entryCostCentersQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...journalKey, 'cost-centers', communityAgentId],
    queryFn: () => api.call(contract.glAccounts.GetCostCenters, { query: { communityAgentId } }),
    staleTime: 60_000,
  });
}

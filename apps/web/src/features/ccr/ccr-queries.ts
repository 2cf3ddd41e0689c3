import { contract } from '@hoa/contract';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { codeOptions } from '../../widgets/request-queries';

// Everything of the violation records sits under ['ccr'].
export const ccrKey = ['ccr'] as const;
const C = contract.ccr;

export const violationsPageSize = 100;

/** Which violations the grid shows: open, closed (resolved or closed) or all. */
export type ViolationFilter = 'open' | 'closed' | 'all';

export const violationsQuery = (
  communityAgentId: number,
  filter: ViolationFilter,
  topsCodeId: number | null,
  page: number,
) =>
  queryOptions({
    queryKey: [...ccrKey, 'list', communityAgentId, filter, topsCodeId, page],
    queryFn: () =>
      api.call(C.GetCcrRecords, {
        query: {
          communityAgentId,
          ...(filter === 'all' ? {} : { isOpen: filter === 'open' ? 'true' : 'false' }),
          ...(topsCodeId === null ? {} : { topsCodeId }),
          skip: (page - 1) * violationsPageSize,
          take: violationsPageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const violationViewQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...ccrKey, 'view', itemId],
    queryFn: () => api.call(C.GetCcrRecordViewPage, { query: { itemId } }),
  });

export const violationSummaryQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...ccrKey, 'summary', itemId],
    queryFn: () => api.call(C.GetViolationSummary, { query: { itemId } }),
  });

export const violationPhotosQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...ccrKey, 'photos', itemId],
    queryFn: () => api.call(C.GetCcrRecordAttachments, { query: { itemId } }),
  });

export const violationTimelineQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...ccrKey, 'timeline', itemId],
    queryFn: () => api.call(C.GetCcrTimeline, { query: { itemId } }),
  });

export const violationHearingsQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...ccrKey, 'hearings', itemId],
    queryFn: () => api.call(C.GetCcrHearings, { query: { itemId } }),
  });

/** The community's CCR codes, for the code pickers. */
export const ccrCodeOptionsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...ccrKey, 'codes', communityAgentId],
    queryFn: () => api.call(contract.codes.Index, { query: { cmtyAgentId: communityAgentId } }),
    select: codeOptions,
  });

/** After a change: the lists, the record and its photos again. */
export function refreshViolations(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ccrKey });
}

import { contract } from '@hoa/contract';
import {
  feedStartDate,
  FeedPageSize,
  todayIso,
  TxnTypeId,
  type FeedDays,
  type IsoDate,
  type NoteTxnType,
} from '@hoa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Every feed query sits under ['feed']: saving a note or closing an item refreshes them all.
export const feedKey = ['feed'] as const;

/** What a feed call carries for the date panel and the page. */
export interface FeedWindow {
  startDate?: IsoDate;
  endDate?: IsoDate;
  skip: number;
  take: number;
  /** The viewer's offset (getTimezoneOffset): the rows' times come on their wall clock. */
  timeZoneOffset: number;
}

export function feedWindow(days: FeedDays, page: number): FeedWindow {
  const today = todayIso();
  const start = feedStartDate(today, days);
  return {
    ...(start ? { startDate: start, endDate: today } : {}),
    skip: (page - 1) * FeedPageSize,
    take: FeedPageSize,
    timeZoneOffset: new Date().getTimezoneOffset(),
  };
}

// A row's detail is loaded once, the first time it is expanded, and kept.
/** A party of an item: its item agent, or its item and agent (an assessment run's owner). */
export type FeedParty = { itemAgentId: number } | { itemId: number; agentId: number };

export function itemAgentGraphQuery(party: FeedParty) {
  return queryOptions({
    queryKey: [...feedKey, 'graph', party],
    queryFn: () => api.call(contract.activity.GetItemAgentGraph, { query: party }),
    staleTime: Infinity,
  });
}

export function itemCommentsQuery(itemId: number) {
  return queryOptions({
    queryKey: [...feedKey, 'comments', itemId],
    queryFn: () => api.call(contract.notes.Index, { query: { itemId } }),
  });
}

export function noteItemQuery(txnType: NoteTxnType, itemId: number) {
  const endpoint =
    txnType === TxnTypeId.Task ? contract.notes.GetTaskByItemId : contract.notes.GetNoteByItemId;
  return queryOptions({
    queryKey: ['notes', 'item', itemId],
    queryFn: () => api.call(endpoint, { query: { itemId } }),
  });
}

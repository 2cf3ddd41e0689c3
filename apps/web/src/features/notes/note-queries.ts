import { contract, type NoteItem } from '@hoa/contract';
import { TxnTypeId, type NoteTxnType } from '@hoa/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { noteItemQuery } from '../../widgets/item-feed';

// Everything of this area sits under ['notes'] so one invalidation refreshes it; feeds show notes
// too, so saving one also refreshes ['feed'].
export const notesKey = ['notes'] as const;
export const NotesPageSize = 25;

export interface NotesListFilter {
  communityAgentId: number;
  txnType: NoteTxnType;
  isCompleted: boolean;
  page: number;
}

export function communityNotesQuery(filter: NotesListFilter) {
  const isTask = filter.txnType === TxnTypeId.Task;
  return queryOptions({
    queryKey: [...notesKey, 'list', filter],
    queryFn: () =>
      api.call(contract.notes.GetCommunityNotes, {
        query: {
          communityAgentId: filter.communityAgentId,
          txnTypeId: isTask ? '65' : '64',
          isCompleted: isTask ? (filter.isCompleted ? 'true' : 'false') : undefined,
          skip: (filter.page - 1) * NotesPageSize,
          take: NotesPageSize,
        },
      }),
    placeholderData: (previous) => previous,
  });
}

export function noteAgentOptionsQuery(communityAgentId: number, searchTerm: string) {
  return queryOptions({
    queryKey: [...notesKey, 'agents', communityAgentId, searchTerm],
    queryFn: () =>
      api.call(contract.notes.GetNoteAgentOptions, {
        query: { communityAgentId, searchTerm: searchTerm || undefined },
      }),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

/** After a save: the item's own cache, every list, and the feeds. */
export async function refreshNotes(queryClient: QueryClient, saved: NoteItem): Promise<void> {
  queryClient.setQueryData(noteItemQuery(saved.TxnType, saved.TopsItemId).queryKey, saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...notesKey, 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['feed'] }),
  ]);
}

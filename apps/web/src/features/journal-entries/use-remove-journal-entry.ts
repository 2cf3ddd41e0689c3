import { contract } from '@hoa/contract';
import { JournalEntryMessages as M } from '@hoa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { journalKey } from './journal-queries';

/**
 * Removing a transaction (spec 2 §8): confirm, remove, then the journal entry activity. A refusal
 * (a closed fiscal year or period) is shown as the server's message and the flow stops there.
 */
export function useRemoveJournalEntry(communityAgentId: number) {
  const go = useGo();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (itemId: number) =>
      api.call(contract.journalEntries.RemoveJournalEntry, { body: { TopsItemId: itemId } }),
    onSuccess: async (result) => {
      showSuccess(M.removed(result.TopsItemId));
      await go(buildRoute(SiteMap.activityFeed, { communityAgentId, feed: 'JournalEntry' }), {
        replace: true,
      });
      await queryClient.invalidateQueries({ queryKey: journalKey });
      await queryClient.invalidateQueries({ queryKey: ['gl-history'] });
    },
  });
  return {
    pending: remove.isPending,
    confirmRemove: (itemId: number) => {
      openConfirm({
        title: `Delete transaction #${itemId}`,
        message: M.confirmDelete,
        confirmLabel: 'Delete',
        danger: true,
        onConfirm: () => {
          remove.mutate(itemId);
        },
      });
    },
  };
}

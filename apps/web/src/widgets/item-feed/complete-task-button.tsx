import { contract } from '@hoa/contract';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { feedKey, noteItemQuery } from './feed-queries';

/** Completes an open task after confirmation (spec 3 §4: closing a task is confirmed). */
export function CompleteTaskButton({
  taskItemId,
  subject,
  size = 'xs',
}: {
  taskItemId: number;
  subject: string;
  size?: 'xs' | 'sm';
}) {
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: () => api.call(contract.notes.SetTaskCompleted, { params: { id: taskItemId } }),
    onSuccess: async (saved) => {
      showSuccess('Task completed.');
      queryClient.setQueryData(noteItemQuery(saved.TxnType, saved.TopsItemId).queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['notes', 'list'] }),
        queryClient.invalidateQueries({ queryKey: feedKey }),
      ]);
    },
  });
  return (
    <Button
      size={size === 'xs' ? 'compact-xs' : 'sm'}
      variant="light"
      color="green"
      aria-label={`Complete task ${subject}`}
      loading={complete.isPending}
      onClick={() => {
        openConfirm({
          title: 'Complete task',
          message: `Mark the task "${subject}" complete?`,
          confirmLabel: 'Complete',
          onConfirm: () => {
            complete.mutate();
          },
        });
      }}
    >
      Complete
    </Button>
  );
}

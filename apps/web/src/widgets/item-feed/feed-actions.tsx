import { contract, type FeedItem } from '@hoa/contract';
import {
  canCloseFromFeed,
  canCompleteFromFeed,
  claimForTxnType,
  hasAccess,
  TxnTypeId,
} from '@hoa/domain';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { CompleteTaskButton } from './complete-task-button';
import { feedKey } from './feed-queries';

/** Complete an open task or close an open management item, after confirmation (spec 3 §4). */
export function FeedActions({ item }: { item: FeedItem }) {
  const queryClient = useQueryClient();
  const session = useSession().data;
  const close = useMutation({
    // A violation (type 37) is closed through the CCR close call (spec 3 §4).
    mutationFn: async () => {
      const itemId = item.TopsItemId;
      if (item.TopsTxnTypeId === TxnTypeId.CcrRecord)
        await api.call(contract.ccr.CloseCcrRecordViaTopsItemId, { body: { TopsItemId: itemId } });
      // A work order or service request (62, 63) is resolved through the work order resolve call.
      else if (
        item.TopsTxnTypeId === TxnTypeId.WorkOrder ||
        item.TopsTxnTypeId === TxnTypeId.ServiceRequest
      )
        await api.call(contract.workOrders.ResolveItem, { body: { itemId } });
      else await api.call(contract.activity.CloseItem, { body: { itemId } });
    },
    onSuccess: async () => {
      showSuccess(`${item.TxnTypeName} closed.`);
      await queryClient.invalidateQueries({ queryKey: feedKey });
    },
  });

  if (canCompleteFromFeed(item.TopsTxnTypeId, item.TopsStatusId)) {
    return <CompleteTaskButton taskItemId={item.TopsItemId} subject={item.Comments ?? ''} />;
  }
  const claim = claimForTxnType(item.TopsTxnTypeId);
  const mayClose = !claim || (session ? hasAccess(session.Claims, claim, 'update') : false);
  if (canCloseFromFeed(item.TopsTxnTypeId, item.TopsStatusId) && mayClose) {
    return (
      <Button
        size="compact-xs"
        variant="light"
        color="gray"
        loading={close.isPending}
        onClick={() => {
          openConfirm({
            title: `Close ${item.TxnTypeName.toLowerCase()}`,
            message: `Close this ${item.TxnTypeName.toLowerCase()}? It leaves the open items.`,
            confirmLabel: 'Close item',
            onConfirm: () => {
              close.mutate();
            },
          });
        }}
      >
        Close
      </Button>
    );
  }
  return null;
}

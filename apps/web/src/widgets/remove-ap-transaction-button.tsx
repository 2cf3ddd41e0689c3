import { contract, type RemoveItemResult } from '@hoa/contract';
import { OwnerLedgerMessages as M } from '@hoa/domain';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../app/api';
import { openConfirm } from '../app/overlays/modals';
import { showError, showSuccess } from '../app/toasts';

/**
 * Remove of a bill, check or AP adjustment (spec 2 §8 'Removing a transaction'): 'Are you sure
 * you want to delete this transaction?', then the server's answer: removed ('Transaction #{id}
 * was removed successfully'), a refusal (print check voided, AP bill already paid) shown, or a
 * reason the user may override ('Are you sure you want to remove this transaction?', then the
 * retry with bypass).
 */
export function RemoveApTransactionButton({
  itemId,
  onRemoved,
}: {
  itemId: number;
  onRemoved?: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (bypass: boolean) =>
      api.call(contract.apAdjustments.RemoveTransaction, {
        body: { ItemId: itemId, BypassValidation: bypass },
      }),
    onSuccess: async (result) => {
      await answer(result);
    },
    onError: showError,
  });
  async function answer(result: RemoveItemResult) {
    if (result.IsRemoved) {
      showSuccess(M.removed(result.TopsItemId));
      await queryClient.invalidateQueries();
      onRemoved?.();
      return;
    }
    if (!result.CanBypass) {
      showError(new Error(result.Message ?? ''));
      return;
    }
    openConfirm({
      title: `Remove transaction #${String(result.TopsItemId)}`,
      message: `${result.Message ?? ''} ${M.confirmRemove}`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => {
        remove.mutate(true);
      },
    });
  }
  return (
    <Button
      color="red"
      variant="light"
      loading={remove.isPending}
      onClick={() => {
        openConfirm({
          title: `Delete transaction #${String(itemId)}`,
          message: M.confirmDelete,
          confirmLabel: 'Delete',
          danger: true,
          onConfirm: () => {
            remove.mutate(false);
          },
        });
      }}
    >
      Remove
    </Button>
  );
}

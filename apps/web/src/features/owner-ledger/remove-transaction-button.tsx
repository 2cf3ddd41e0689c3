import { Button } from '@mantine/core';
import { useRemoveTransaction, type RemovableTransaction } from './use-remove-transaction';

/**
 * The remove action of an owner transaction's profile or review screen (spec 3 §4 'Removing a
 * transaction'): after removal the screen goes to the type's activity feed (spec 3 §8).
 */
export function RemoveTransactionButton({
  communityAgentId,
  transaction,
}: {
  communityAgentId: number;
  transaction: RemovableTransaction;
}) {
  const removal = useRemoveTransaction(communityAgentId);
  return (
    <Button
      color="red"
      variant="light"
      loading={removal.pending}
      onClick={() => {
        removal.start(transaction);
      }}
    >
      Remove
    </Button>
  );
}

import { contract, type FundsTransfer } from '@hoa/contract';
import { cancelReasonProblem, formatCents, formatDate, FundsTransferTextMax } from '@hoa/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { fundsTransferKey } from './funds-transfer-queries';

/** The cancel modal of a pending transfer: a reason of 1 to 100 characters. */
export function CancelTransferModal({
  transfer,
  onClose,
}: {
  transfer: FundsTransfer | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const problem = cancelReasonProblem(reason);
  const cancel = useMutation({
    mutationFn: () =>
      api.call(contract.fundsTransfer.CancelFundsTransfer, {
        body: { FundsTransferId: transfer?.FundsTransferId ?? 0, Reason: reason },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: fundsTransferKey });
      setReason('');
      onClose();
    },
  });
  return (
    <Modal opened={transfer !== null} onClose={onClose} title="Cancel funds transfer">
      <Stack>
        {transfer ? (
          <Text size="sm">
            {formatCents(transfer.Amount)} from {transfer.BankAccountNameFrom} to{' '}
            {transfer.BankAccountNameTo}, due {formatDate(transfer.TransferDate)}.
          </Text>
        ) : null}
        <TextInput
          label="Cancellation reason"
          maxLength={FundsTransferTextMax}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reason !== '' ? problem : null}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            color="red"
            disabled={problem !== null}
            loading={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            Cancel transfer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

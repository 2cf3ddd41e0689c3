import { contract, type FundsTransfer, type RequestOf } from '@hoa/contract';
import { cancelReasonProblem, formatCents, formatDate, FundsTransferTextMax } from '@hoa/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useContractForm } from '../../widgets/contract-form';
import { fundsTransferKey } from './funds-transfer-queries';

type CancelBody = RequestOf<typeof contract.fundsTransfer.CancelFundsTransfer>['body'];

/** The cancel modal of a pending transfer: a reason of 1 to 100 characters. */
export function CancelTransferModal({
  transfer,
  onClose,
}: {
  transfer: FundsTransfer | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const form = useContractForm({
    initialValues: { Reason: '' },
    schema: contract.fundsTransfer.CancelFundsTransfer.body,
    toBody: (values) => ({ ...values, FundsTransferId: transfer?.FundsTransferId ?? 0 }),
    rules: (values) => ({ Reason: cancelReasonProblem(values.Reason) }),
  });
  const reason = form.values.Reason;
  const problem = cancelReasonProblem(reason);
  const cancel = useMutation({
    mutationFn: (body: CancelBody) =>
      api.call(contract.fundsTransfer.CancelFundsTransfer, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: fundsTransferKey });
      form.reset();
      onClose();
    },
  });
  return (
    <Modal opened={transfer !== null} onClose={onClose} title="Cancel funds transfer">
      <form
        noValidate
        onSubmit={form.onSubmit((body) => {
          cancel.mutate(body);
        })}
      >
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
            {...form.getInputProps('Reason')}
            error={reason !== '' ? problem : form.errors.Reason}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep it
            </Button>
            <Button
              color="red"
              disabled={problem !== null}
              loading={cancel.isPending}
              type="submit"
            >
              Cancel transfer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

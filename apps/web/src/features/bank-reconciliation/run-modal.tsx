import { contract } from '@hoa/contract';
import { BankReconciliationMessages as M, type IsoDate } from '@hoa/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { DateInput } from '../../widgets/date-input';
import { reconKey, scopeBody, type ReconScope } from './recon-queries';

/** The bank reconciliation run: automatic matching of the account up to a process date. */
export function RunModal({
  scope,
  defaultDate,
  opened,
  onClose,
}: {
  scope: ReconScope;
  defaultDate: IsoDate;
  opened: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [date, setDate] = useState<IsoDate | null>(null);
  const processDate = date ?? defaultDate;
  const run = useMutation({
    mutationFn: () =>
      api.call(contract.bankReconciliation.Rematch, {
        body: { BankAccountId: scope.bankAccountId, processDate, ...scopeBody(scope) },
      }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: reconKey });
      notifications.show({
        color: 'green',
        autoClose: M.runSuccessToastMs,
        message: `Bank reconciliation finished: ${result.Matched} transactions matched, ${result.ClearedChecks} checks cleared.`,
      });
      onClose();
    },
    onError: () => {
      notifications.show({ color: 'red', title: 'Error', message: M.runError });
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Run bank reconciliation">
      <Stack>
        <Text size="sm">
          Automatic matches not yet locked are cleared, and the bank transactions up to the process
          date are matched to checks, deposits and transfers again.
        </Text>
        <DateInput label="Process date" value={processDate} onChange={setDate} required />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={run.isPending} onClick={() => run.mutate()}>
            Run
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

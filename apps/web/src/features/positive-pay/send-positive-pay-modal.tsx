import { contract, type PositivePayBankAccount } from '@hoa/contract';
import { PositivePayMessages } from '@hoa/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showErrorOr, showSuccess } from '../../app/toasts';
import { positivePayKey } from './positive-pay-queries';

/** Send positive pay: choose a bank (by alias) with enrolled accounts and send their checks. */
export function SendPositivePayModal({
  accounts,
  opened,
  onClose,
}: {
  accounts: readonly PositivePayBankAccount[];
  opened: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const banks = [
    ...new Map(
      accounts
        .filter((a) => a.IsEnrolled && a.BankAlias)
        .map((a) => [a.BankAlias ?? '', `${a.BankName} (${a.BankAlias ?? ''})`]),
    ),
  ].map(([value, label]) => ({ value, label }));
  const [alias, setAlias] = useState<string | null>(null);
  const chosen = alias ?? banks[0]?.value ?? null;
  const send = useMutation({
    mutationFn: () =>
      api.call(contract.positivePay.SendPositivePay, { body: { bankAlias: chosen ?? '' } }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: positivePayKey });
      if (result.Message) notifications.show({ color: 'blue', message: result.Message });
      else
        showSuccess(
          `Positive pay sent: ${result.Sends.map((s) => `${s.FileName} (${s.IssueCount} issued, ${s.VoidCount} void)`).join(', ')}.`,
        );
      onClose();
    },
    onError: (error) => showErrorOr(error, PositivePayMessages.sendFailed),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Send positive pay">
      <Stack>
        {banks.length === 0 ? (
          <Text size="sm">
            Enrol a bank account of a bank with an alias first; the file goes to that bank.
          </Text>
        ) : (
          <Select
            label="Bank"
            data={banks}
            value={chosen}
            onChange={setAlias}
            allowDeselect={false}
          />
        )}
        <Text size="sm" c="dimmed">
          The checks issued and voided since the last send of each enrolled account are sent.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button disabled={!chosen} loading={send.isPending} onClick={() => send.mutate()}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

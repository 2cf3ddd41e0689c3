import { contract, type LockboxRunResult } from '@hoa/contract';
import { formatCents, formatDate, LockboxMessages, type IsoDate } from '@hoa/domain';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { errorText } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { todayIso } from '../../widgets/item-feed/feed-queries';
import { BankAliasField, plural, useBankAlias } from './bank-alias';

/**
 * The lockbox run of a bank (SmartBankingOnDemand/RunLockbox): posts the unposted lockbox batches
 * of the bank's accounts deposited up to the process date, in the communities that auto-post.
 * The batches it skipped are listed with their reasons.
 */
export function RunLockboxModal({
  communityAgentId,
  bankAccountId,
  opened,
  onClose,
}: {
  communityAgentId: number;
  bankAccountId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const { account, bankAlias } = useBankAlias(communityAgentId, bankAccountId);
  // Undefined until the user edits it (the proposed date shows); null while empty or not a day.
  const [date, setDate] = useState<IsoDate | null | undefined>(undefined);
  const [result, setResult] = useState<LockboxRunResult | null>(null);
  const processDate = date === undefined ? todayIso() : date;
  const close = () => {
    setResult(null);
    onClose();
  };
  const run = useMutation({
    mutationFn: (date: IsoDate) => {
      notifications.show({ color: 'blue', message: LockboxMessages.started });
      return api.call(contract.lockbox.RunLockbox, {
        body: { bankAlias: bankAlias ?? '', processDate: date },
      });
    },
    onSuccess: async (done) => {
      // Receipts were posted: balances, books and logs of several areas changed.
      await client.invalidateQueries();
      notifications.show({
        color: 'green',
        message: `Lockbox run finished: ${plural(done.BatchesPosted, 'batch', 'batches')} posted, ${plural(done.PaymentsPosted, 'payment')}, ${formatCents(done.Total)}; ${plural(done.Skipped.length, 'batch', 'batches')} skipped.`,
      });
      if (done.Skipped.length > 0) setResult(done);
      else close();
    },
    onError: (error) => {
      const text = errorText(error);
      notifications.show({
        color: 'red',
        title: 'Error',
        message: text.startsWith(LockboxMessages.failed)
          ? text
          : `${LockboxMessages.failed} ${text}`,
      });
    },
  });
  return (
    <Modal opened={opened} onClose={close} title="Run lockbox" size="lg">
      <Stack>
        <Text size="sm">
          The unposted lockbox batches of the bank&apos;s accounts in your communities deposited on
          or before the process date are posted as lockbox receipts, in the communities whose
          lockbox setting posts automatically. Payments with an exception are left out.
        </Text>
        <BankAliasField bankAlias={bankAlias} loaded={account !== undefined} run="lockbox" />
        <DateInput label="Process date" value={processDate} onChange={setDate} required />
        {result ? (
          <Alert color="yellow" variant="light" title="Batches not posted">
            <Table aria-label="Skipped lockbox batches" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>File</Table.Th>
                  <Table.Th>Deposit date</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.Skipped.map((s) => (
                  <Table.Tr key={s.LockboxBatchId}>
                    <Table.Td>{s.FileName}</Table.Td>
                    <Table.Td>{formatDate(s.DepositDate)}</Table.Td>
                    <Table.Td>{s.Reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          <Button
            loading={run.isPending}
            disabled={bankAlias === null || processDate === null}
            onClick={() => {
              if (processDate !== null) run.mutate(processDate);
            }}
          >
            Run
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

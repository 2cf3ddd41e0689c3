import { contract } from '@hoa/contract';
import { BankReconciliationMessages as M, type IsoDate } from '@hoa/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { DateInput } from '../../widgets/date-input';
import { accountsQuery, reconKey, type ReconScope } from './recon-queries';

const plural = (n: number, one: string) => `${String(n)} ${n === 1 ? one : `${one}s`}`;

/**
 * The bank reconciliation run (SmartBankingOnDemand/ExecuteBankReconciliation): automatic matching
 * of the bank's accounts whose number contains the filter (this account's number by default), up
 * to a process date.
 */
export function RunModal({
  scope,
  communityAgentId,
  defaultDate,
  opened,
  onClose,
}: {
  scope: ReconScope;
  communityAgentId: number;
  defaultDate: IsoDate;
  opened: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const account = useQuery(accountsQuery(communityAgentId)).data?.find(
    (a) => a.BankAccountId === scope.bankAccountId,
  );
  const bankAlias = account?.BankAlias ?? null;
  const [date, setDate] = useState<IsoDate | null>(null);
  const [filter, setFilter] = useState<string | null>(null);
  const processDate = date ?? defaultDate;
  const accountNumberFilter = (filter ?? account?.AccountNumber ?? '').trim();
  const run = useMutation({
    mutationFn: () =>
      api.call(contract.bankReconciliation.ExecuteBankReconciliation, {
        body: {
          bankAlias: bankAlias ?? '',
          processDate,
          ...(accountNumberFilter === '' ? {} : { accountNumberFilter }),
        },
      }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: reconKey });
      notifications.show({
        color: 'green',
        autoClose: M.runSuccessToastMs,
        message: `Bank reconciliation finished: ${plural(result.AccountsProcessed, 'account')}, ${String(result.Matched)} transactions matched, ${String(result.ClearedChecks)} checks cleared.`,
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
          The bank transactions up to the process date of the bank&apos;s accounts whose number
          contains the filter are matched to checks, deposits and transfers.
        </Text>
        <TextInput
          label="Bank"
          value={bankAlias ?? ''}
          readOnly
          error={
            account && bankAlias === null
              ? 'The bank has no alias: give it one on its profile to run reconciliation.'
              : undefined
          }
        />
        <TextInput
          label="Account number filter"
          description="Empty: every account of the bank in your communities."
          maxLength={50}
          value={filter ?? account?.AccountNumber ?? ''}
          onChange={(e) => setFilter(e.currentTarget.value)}
        />
        <DateInput label="Process date" value={processDate} onChange={setDate} required />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={run.isPending}
            disabled={bankAlias === null}
            onClick={() => run.mutate()}
          >
            Run
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

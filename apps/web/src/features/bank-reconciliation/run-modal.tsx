import { contract } from '@hoa/contract';
import { BankReconciliationMessages as M, type IsoDate } from '@hoa/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showErrorOr } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { BankAliasField, plural, useBankAlias } from './bank-alias';
import { reconKey, type ReconScope } from './recon-queries';

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
  const { account, bankAlias } = useBankAlias(communityAgentId, scope.bankAccountId);
  // Undefined until the user edits it (the proposed date shows); null while empty or not a day.
  const [date, setDate] = useState<IsoDate | null | undefined>(undefined);
  const [filter, setFilter] = useState<string | null>(null);
  const processDate = date === undefined ? defaultDate : date;
  const accountNumberFilter = (filter ?? account?.AccountNumber ?? '').trim();
  const run = useMutation({
    mutationFn: (date: IsoDate) =>
      api.call(contract.bankReconciliation.ExecuteBankReconciliation, {
        body: {
          bankAlias: bankAlias ?? '',
          processDate: date,
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
    onError: (error) => {
      showErrorOr(error, M.runError);
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Run bank reconciliation">
      <Stack>
        <Text size="sm">
          The bank transactions up to the process date of the bank&apos;s accounts whose number
          contains the filter are matched to checks, deposits and transfers.
        </Text>
        <BankAliasField bankAlias={bankAlias} loaded={account !== undefined} run="reconciliation" />
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

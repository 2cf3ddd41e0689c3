import { contract, type LockboxRunResult, type RequestOf } from '@hoa/contract';
import { formatCents, formatDate, type IsoDate, LockboxMessages, todayIso } from '@hoa/domain';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { errorText } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions, FormModal } from '../../widgets/form-modal';
import { ProblemAlert } from '../../widgets/problem-alert';
import { BankAliasField, plural, WithBankOfRun, type BankOfRun } from './bank-alias';

type RunLockboxBody = RequestOf<typeof contract.lockbox.RunLockbox>['body'];

interface RunLockboxProps {
  communityAgentId: number;
  bankAccountId: number;
  opened: boolean;
  onClose: () => void;
}

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
}: RunLockboxProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Run lockbox" size="lg">
      <WithBankOfRun
        communityAgentId={communityAgentId}
        bankAccountId={bankAccountId}
        run="lockbox"
      >
        {(bank) => <RunLockboxForm bank={bank} onClose={onClose} />}
      </WithBankOfRun>
    </FormModal>
  );
}

function RunLockboxForm({ bank, onClose }: { bank: BankOfRun; onClose: () => void }) {
  const client = useQueryClient();
  const [result, setResult] = useState<LockboxRunResult | null>(null);
  const initialValues: { processDate: IsoDate | null } = { processDate: todayIso() };
  const form = useContractForm({
    initialValues,
    schema: contract.lockbox.RunLockbox.body,
    toBody: (values) => ({ bankAlias: bank.bankAlias ?? '', processDate: values.processDate }),
    rules: (values) => ({
      bankAlias: bank.problem,
      processDate: values.processDate === null ? 'Enter the process date.' : null,
    }),
    fieldOf: { bankAlias: 'bankAlias' },
  });
  const run = useMutation({
    mutationFn: (body: RunLockboxBody) => {
      notifications.show({ color: 'blue', message: LockboxMessages.started });
      return api.call(contract.lockbox.RunLockbox, { body });
    },
    onSuccess: async (done) => {
      // Receipts were posted: balances, books and logs of several areas changed.
      await client.invalidateQueries();
      notifications.show({
        color: 'green',
        message: `Lockbox run finished: ${plural(done.BatchesPosted, 'batch', 'batches')} posted, ${plural(done.PaymentsPosted, 'payment')}, ${formatCents(done.Total)}; ${plural(done.Skipped.length, 'batch', 'batches')} skipped.`,
      });
      if (done.Skipped.length > 0) setResult(done);
      else onClose();
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
    <form
      noValidate
      onSubmit={form.onSubmit((body) => {
        run.mutate(body);
      })}
    >
      <Stack>
        <Text size="sm">
          The unposted lockbox batches of the bank&apos;s accounts in your communities deposited on
          or before the process date are posted as lockbox receipts, in the communities whose
          lockbox setting posts automatically. Payments with an exception are left out.
        </Text>
        <BankAliasField bankAlias={bank.bankAlias} error={bank.problem ?? form.errors.bankAlias} />
        <DateInput label="Process date" required {...fieldProps(form, 'processDate')} />
        <ProblemAlert problem={formProblem(form.errors)} />
        {result ? (
          <>
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
            {/* The run is done: what it skipped stays on screen until the modal is closed. */}
            <Group justify="flex-end">
              <Button onClick={onClose}>Close</Button>
            </Group>
          </>
        ) : (
          <FormActions onCancel={onClose} saving={run.isPending} label="Run" />
        )}
      </Stack>
    </form>
  );
}

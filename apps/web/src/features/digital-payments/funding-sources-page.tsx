import { ApiError, type FundingSource } from '@hoa/contract';
import { DigitalPaymentMessages as M, FundingSourcePageSize } from '@hoa/domain';
import { Badge, Button, Group, Pagination, Paper, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showError, showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import {
  accountQuery,
  D,
  dpKey,
  fundingSourcesQuery,
  statusColor,
  statusLabel,
} from './dp-queries';
import { VerifyModal } from './verify-modal';

/** Bank accounts as funding sources (5 per page): enable, verify by micro-deposits, remove. */
export function FundingSourcesPage() {
  const community = useCurrentCommunity();
  const id = community.CommunityAgentId;
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const account = useQuery(accountQuery(id));
  const sources = useQuery(fundingSourcesQuery(id, page));
  const [verifying, setVerifying] = useState<FundingSource | null>(null);
  const [sandbox, setSandbox] = useState<Record<number, string>>({});
  const enable = useMutation({
    mutationFn: (s: FundingSource) =>
      api.call(D.SetBankAccountForDigitalPayment, {
        body: { AgentBankId: s.AgentBankId, IsEnabled: true },
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: dpKey });
      showSuccess(M.bankAccountEnabled);
    },
  });
  const remove = useMutation({
    mutationFn: (s: FundingSource) =>
      api.call(D.DeleteFundingSource, { body: { FundingSourceId: s.FundingSourceId ?? 0 } }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: dpKey });
      showSuccess(result.Message);
    },
    onError: (error) =>
      showError(error instanceof ApiError ? error : new ApiError(0, M.fundingSourceRemoveFailed)),
  });
  const showDeposits = useMutation({
    mutationFn: (s: FundingSource) =>
      api.call(D.GetSandboxMicroDeposits, { query: { fundingSourceId: s.FundingSourceId ?? 0 } }),
    onSuccess: (d, s) =>
      setSandbox((all) => ({
        ...all,
        [s.AgentBankId]: `$0.0${d.Amount1} and $0.0${d.Amount2}`,
      })),
  });
  const verified = account.data?.Status === 'Verified';
  const total = sources.data?.Total ?? 0;
  return (
    <>
      <PageHeader title="Funding sources" subtitle={community.DisplayName} />
      {!verified && account.data ? (
        <Paper withBorder p="sm" mb="md">
          <Text size="sm" c="orange">
            The community must be verified for digital payments (status{' '}
            {account.data.Status ?? 'not enabled'}) before a bank account can be a funding source.
          </Text>
        </Paper>
      ) : null}
      {sources.isError ? <LoadError error={sources.error} /> : null}
      <Table striped fz="sm" aria-label="Bank accounts as funding sources">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bank account</Table.Th>
            <Table.Th>Bank</Table.Th>
            <Table.Th>Funding source</Table.Th>
            <Table.Th>Attempts left</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {total === 0 ? <EmptyRow colSpan={5}>The community has no bank account.</EmptyRow> : null}
          {(sources.data?.Rows ?? []).map((s) => (
            <Table.Tr key={s.AgentBankId}>
              <Table.Td>
                {s.AccountName} ••{s.AccountLast4}
              </Table.Td>
              <Table.Td>{s.BankName}</Table.Td>
              <Table.Td>
                {s.Status ? (
                  <Badge color={statusColor(s.Status)} variant="light">
                    {statusLabel(s.Status)}
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    Not a funding source
                  </Text>
                )}
                {sandbox[s.AgentBankId] ? (
                  <Text size="xs" c="dimmed">
                    Sandbox sent {sandbox[s.AgentBankId]}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{s.IsEnabled ? s.AttemptsLeft : ''}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  {!s.IsEnabled ? (
                    <Button
                      size="xs"
                      disabled={!verified}
                      loading={enable.isPending}
                      onClick={() => enable.mutate(s)}
                    >
                      Use as funding source
                    </Button>
                  ) : null}
                  {s.IsEnabled &&
                  s.Status !== 'Verified' &&
                  s.Status !== 'MicroDepositMaxAttempted' ? (
                    <>
                      <Button size="xs" variant="subtle" onClick={() => showDeposits.mutate(s)}>
                        Sandbox amounts
                      </Button>
                      <Button size="xs" onClick={() => setVerifying(s)}>
                        Verify
                      </Button>
                    </>
                  ) : null}
                  {s.Status === 'MicroDepositMaxAttempted' ? (
                    <Text size="xs" c="red">
                      {M.microDepositMaxAttempted}
                    </Text>
                  ) : null}
                  {s.IsEnabled ? (
                    <MayCall calls={D.DeleteFundingSource}>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => remove.mutate(s)}
                      >
                        Remove
                      </Button>
                    </MayCall>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {total > FundingSourcePageSize ? (
        <Pagination
          mt="sm"
          total={Math.ceil(total / FundingSourcePageSize)}
          value={page}
          onChange={setPage}
        />
      ) : null}
      {verifying ? <VerifyModal source={verifying} onClose={() => setVerifying(null)} /> : null}
    </>
  );
}

import { contract, type FailedDirectDebit, type RequestOf } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Badge, Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, formProblemKey, useContractForm } from '../../widgets/contract-form';
import { EmptyRow } from '../../widgets/empty-row';
import { ProblemAlert } from '../../widgets/problem-alert';
import { directDebitKey, failedQuery } from './direct-debit-queries';

type RetryBody = RequestOf<typeof contract.directDebit.RetryFailedDirectDebits>['body'];

/** Returned direct debits with their ACH return codes; the retryable ones can be presented again. */
export function FailedDirectDebits({
  communityAgentId,
  bankAccountId,
  effectiveDate,
}: {
  communityAgentId: number;
  bankAccountId: number | null;
  /** The page's effective entry date; empty while the chosen one would be refused. */
  effectiveDate: string;
}) {
  const client = useQueryClient();
  const failed = useQuery(failedQuery(communityAgentId));
  const [shown, setShown] = useState<FailedDirectDebit | null>(null);
  const form = useContractForm({
    initialValues: { DirectDebitEntryIds: [] as number[] },
    schema: contract.directDebit.RetryFailedDirectDebits.body,
    toBody: (values) => ({
      CommunityAgentId: communityAgentId,
      BankAccountId: bankAccountId,
      EffectiveDate: effectiveDate || null,
      DirectDebitEntryIds: values.DirectDebitEntryIds,
    }),
    // The bank account and the effective date are the page's: what is missing shows here.
    rules: (values) => ({
      form:
        bankAccountId === null
          ? 'Choose the community bank account.'
          : !effectiveDate
            ? 'Enter an effective entry date the bank takes.'
            : values.DirectDebitEntryIds.length === 0
              ? 'Choose the failed direct debits to retry.'
              : null,
    }),
  });
  const chosen = form.values.DirectDebitEntryIds;
  const retry = useMutation({
    mutationFn: (body: RetryBody) =>
      api.call(contract.directDebit.RetryFailedDirectDebits, { body }),
    onSuccess: async (run) => {
      form.reset();
      await client.invalidateQueries({ queryKey: directDebitKey });
      showSuccess(
        `Retry file ${run.FileName} written: ${run.EntryCount} debits, ${formatCents(run.Total)}.`,
      );
    },
  });
  const rows = failed.data ?? [];
  return (
    <>
      <Table striped verticalSpacing={4} fz="sm" aria-label="Failed direct debits">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>Owner</Table.Th>
            <Table.Th>Returned</Table.Th>
            <Table.Th>Return code</Table.Th>
            <Table.Th>Retries</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? <EmptyRow colSpan={6}>No failed direct debits.</EmptyRow> : null}
          {rows.map((f) => (
            <Table.Tr key={f.DirectDebitEntryId}>
              <Table.Td>
                <Checkbox
                  aria-label={`Retry ${f.OwnerName}`}
                  disabled={!f.CanRetry}
                  title={f.RetryBlockedReason ?? undefined}
                  checked={chosen.includes(f.DirectDebitEntryId)}
                  onChange={(e) => {
                    form.clearFieldError(formProblemKey);
                    form.setFieldValue(
                      'DirectDebitEntryIds',
                      e.currentTarget.checked
                        ? [...chosen, f.DirectDebitEntryId]
                        : chosen.filter((x) => x !== f.DirectDebitEntryId),
                    );
                  }}
                />
              </Table.Td>
              <Table.Td>{f.OwnerName}</Table.Td>
              <Table.Td>{formatDate(f.ReturnedOn)}</Table.Td>
              <Table.Td>
                <Badge
                  color="red"
                  variant="light"
                  style={{ cursor: 'pointer' }}
                  onClick={() => setShown(f)}
                >
                  {f.ReturnCode} {f.Description}
                </Badge>
              </Table.Td>
              <Table.Td>{f.RetriesSent}</Table.Td>
              <Table.Td ta="right">{formatCents(f.Amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ProblemAlert problem={formProblem(form.errors)} />
      <Group justify="flex-end" mt="sm">
        <Button
          loading={retry.isPending}
          onClick={() => {
            form.onSubmit((body) => {
              retry.mutate(body);
            })();
          }}
        >
          Retry selected
        </Button>
      </Group>
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? `${shown.ReturnCode} ${shown.Description}` : ''}
      >
        {shown ? (
          <Stack gap="xs">
            <Text size="sm">{shown.Detail}</Text>
            {shown.Suggestion ? (
              <Text size="sm" fw={600}>
                {shown.Suggestion}
              </Text>
            ) : null}
            {shown.RetryBlockedReason ? (
              <Text size="sm" c="red.8">
                {shown.RetryBlockedReason}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}

import { contract, type FailedDirectDebit, type RequestOf } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { formProblem, formProblemKey, useContractForm } from '../../widgets/contract-form';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import type { RowKey } from '../../widgets/data-grid/grid-model';
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
  const selected = useMemo(() => new Set<RowKey>(chosen), [chosen]);
  const columns = useMemo(() => failedColumns(setShown), []);
  return (
    <>
      <DataGrid
        aria-label="Failed direct debits"
        rows={rows}
        columns={columns}
        rowKey={entryKey}
        rowHeight={34}
        selection={{
          selected,
          onChange: (next) => {
            form.clearFieldError(formProblemKey);
            form.setFieldValue('DirectDebitEntryIds', [...next].map(Number));
          },
          rowLabel: (f) => `Retry ${f.OwnerName}`,
          canSelect: retryable,
          allLabel: 'Retry every failed direct debit that can be retried',
        }}
        empty="No failed direct debits."
      />
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

const entryKey = (f: FailedDirectDebit) => f.DirectDebitEntryId;
const retryable = (f: FailedDirectDebit) => f.CanRetry;

function failedColumns(show: (f: FailedDirectDebit) => void): GridColumn<FailedDirectDebit>[] {
  return [
    { id: 'owner', header: 'Owner', width: 200, cell: (f) => f.OwnerName },
    { id: 'returned', header: 'Returned', width: 110, cell: (f) => formatDate(f.ReturnedOn) },
    {
      id: 'code',
      header: 'Return code',
      width: 260,
      cell: (f) => (
        <Badge
          color="red"
          variant="light"
          style={{ cursor: 'pointer' }}
          title={f.RetryBlockedReason ?? undefined}
          onClick={() => show(f)}
        >
          {f.ReturnCode} {f.Description}
        </Badge>
      ),
    },
    { id: 'retries', header: 'Retries', width: 80, cell: (f) => f.RetriesSent },
    moneyColumn('amount', 'Amount', (f) => f.Amount),
  ];
}

import { contract, type MergeOwner, type RequestOf } from '@hoa/contract';
import {
  formatCents,
  MergeMessages,
  movedAmount,
  OwnerMergeMessages,
  ownerMergeProblem,
  type IsoDate,
} from '@hoa/domain';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { api } from '../../app/api';
import { useMayCall } from '../../app/auth/claim-access';
import { confirmMoneyMove } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import {
  fieldProps,
  formProblem,
  formProblemKey,
  useContractForm,
} from '../../widgets/contract-form';
import { LoadError } from '../../widgets/load-error';
import { MergeDateFilter } from '../../widgets/merge-date-filter';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { ProblemAlert } from '../../widgets/problem-alert';
import { MergeRowsTable } from './merge-rows-table';
import {
  ownerMergeHistoryQuery,
  ownerMergeKey,
  type OwnerMergeFilter,
} from './owner-merge-queries';
import { PastMergesTable } from './past-merges-table';

type MergeBody = RequestOf<typeof contract.ownerMerge.MergeItemHistory>['body'];

interface MergeValues {
  SourceOwnerAgentId: string | null;
  StartDate: IsoDate | null;
  EndDate: IsoDate | null;
  /** The filter applied: the rows listed, and what the merge moves. */
  Filter: OwnerMergeFilter | null;
  ArLineIds: number[];
}

const initialValues: MergeValues = {
  SourceOwnerAgentId: null,
  StartDate: null,
  EndDate: null,
  Filter: null,
  ArLineIds: [],
};

const idOf = (value: string | null) => (value === null ? null : Number(value));

function ownerOptions(owners: readonly MergeOwner[]) {
  return owners.map((o) => ({
    value: String(o.OwnerAgentId),
    label: `${o.Name}${o.IsDeleted ? ' (deleted)' : ''}, balance ${formatCents(o.BalanceCents)}`,
  }));
}

/**
 * /community/:communityAgentId/owner-ledger/:agentId/merge: moves a duplicate owner's
 * history rows to this owner (the target), both of one property, after a confirmation; lists the
 * property's past merges. `onMerged`: refresh what shows the owners' balances.
 */
export function OwnerMergePage({ onMerged }: { onMerged: () => Promise<void> }) {
  const { agentId } = useParams({ strict: false });
  const ownerAgentId = Number(agentId);
  const queryClient = useQueryClient();
  const mayMerge = useMayCall(contract.ownerMerge.MergeItemHistory);
  const rules = (values: MergeValues): Record<string, string> => {
    const problem = ownerMergeProblem({
      sourceOwnerAgentId: idOf(values.SourceOwnerAgentId),
      targetOwnerAgentId: ownerAgentId,
      filterApplied: values.Filter !== null,
      selectedRowCount: values.ArLineIds.length,
    });
    if (!problem) return {};
    if (problem === MergeMessages.noSource('owner')) return { SourceOwnerAgentId: problem };
    return { [formProblemKey]: problem };
  };
  const form = useContractForm({
    initialValues,
    schema: contract.ownerMerge.MergeItemHistory.body,
    toBody: (values: MergeValues) => ({
      SourceOwnerAgentId: idOf(values.SourceOwnerAgentId),
      TargetOwnerAgentId: ownerAgentId,
      Filter: values.Filter
        ? { StartDate: values.Filter.startDate, EndDate: values.Filter.endDate }
        : null,
      ArLineIds: values.ArLineIds,
    }),
    rules,
  });
  const { values } = form;
  const history = useQuery(ownerMergeHistoryQuery(ownerAgentId, values.Filter));
  const merge = useMutation({
    mutationFn: (body: MergeBody) => api.call(contract.ownerMerge.MergeItemHistory, { body }),
    onSuccess: async (result) => {
      showSuccess(OwnerMergeMessages.merged(result.MovedLineCount));
      form.setFieldValue('ArLineIds', []);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ownerMergeKey }), onMerged()]);
    },
  });

  if (!history.data) return history.isError ? <LoadError error={history.error} /> : <PageLoader />;
  const data = history.data;
  const source = idOf(values.SourceOwnerAgentId);
  const sourceName = data.SourceOwners.find((o) => o.OwnerAgentId === source)?.Name ?? '';
  const chosen = data.Rows.filter((row) => values.ArLineIds.includes(row.ArLineId));

  function changeSource(value: string | null): void {
    form.setValues({ SourceOwnerAgentId: value, Filter: null, ArLineIds: [] });
    form.clearFieldError('SourceOwnerAgentId');
  }
  function applyFilter(): void {
    if (source === null || !values.StartDate || !values.EndDate) return;
    form.setValues({
      Filter: { sourceOwnerAgentId: source, startDate: values.StartDate, endDate: values.EndDate },
      ArLineIds: [],
    });
    form.clearFieldError(formProblemKey);
  }
  function confirmMerge(body: MergeBody): void {
    confirmMoneyMove({
      title: 'Merge history',
      action: 'Merge',
      count: chosen.length,
      noun: { one: 'history row', many: 'history rows' },
      totalCents: movedAmount(chosen.map((row) => ({ amountCents: row.AmountCents }))),
      warnings: [OwnerMergeMessages.moveNote(sourceName, data.OwnerName)],
      onConfirm: () => merge.mutate(body),
    });
  }

  return (
    <>
      <PageHeader title={`Merge history: ${data.OwnerName}`} subtitle="Owners of one property" />
      <Stack gap="md">
        {mayMerge ? (
          <form noValidate aria-label="Merge history" onSubmit={form.onSubmit(confirmMerge)}>
            <Paper withBorder p="md" radius="sm" mb="md">
              <Text size="sm" mb="sm">
                Move history rows of a duplicate owner of the property to {data.OwnerName}.
              </Text>
              <Group align="flex-end" gap="sm">
                <Select
                  label="Source owner"
                  w={340}
                  clearable
                  data={ownerOptions(data.SourceOwners)}
                  nothingFoundMessage="The property has no other owner."
                  {...form.getInputProps('SourceOwnerAgentId')}
                  onChange={changeSource}
                />
                <MergeDateFilter
                  from={fieldProps(form, 'StartDate')}
                  to={fieldProps(form, 'EndDate')}
                  hasSource={source !== null}
                  onApply={applyFilter}
                />
              </Group>
            </Paper>
            {values.Filter ? (
              <MergeRowsTable
                rows={data.Rows}
                selected={new Set(values.ArLineIds)}
                onChange={(next) => {
                  form.setFieldValue('ArLineIds', [...next]);
                  form.clearFieldError(formProblemKey);
                }}
              />
            ) : (
              <Text size="sm" c="dimmed">
                Choose the source owner and a date range, then apply the filter to list its history.
              </Text>
            )}
            <Stack gap="sm" mt="md">
              <ProblemAlert problem={formProblem(form.errors)} />
              <Group justify="flex-end">
                <Button type="submit" loading={merge.isPending}>
                  Merge
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
        <Paper withBorder p="sm">
          <Title order={4} mb="xs">
            Past merges
          </Title>
          <PastMergesTable merges={data.Merges} />
        </Paper>
      </Stack>
    </>
  );
}

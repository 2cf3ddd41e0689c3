import { contract, type ChartAccount } from '@hoa/contract';
import { mergeProblem, type IsoDate } from '@hoa/domain';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { showSuccess } from '../../app/toasts';
import { DateInput } from '../../widgets/date-input';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { chartQuery, glKey, mergeHistoryQuery, type MergeFilterValues } from './gl-queries';
import { MergeHistoryTable } from './merge-history-table';

function accountOptions(accounts: readonly ChartAccount[]) {
  return accounts.map((a) => ({
    value: String(a.TopsAccountId),
    label: `${a.AccountNumber} ${a.AccountName}${a.IsActive ? '' : ' (inactive)'}`,
  }));
}

/** Merge of GL accounts: move selected history of a source account to a target account. */
export function MergeAccountsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const queryClient = useQueryClient();
  const chart = useQuery(chartQuery(communityAgentId, true));
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [targetId, setTargetId] = useState<number | null>(null);
  const [startDate, setStartDate] = useState<IsoDate | null>(null);
  const [endDate, setEndDate] = useState<IsoDate | null>(null);
  const [filter, setFilter] = useState<MergeFilterValues | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [deactivate, setDeactivate] = useState(false);
  const history = useQuery(mergeHistoryQuery(communityAgentId, filter));

  const merge = useMutation({
    mutationFn: () =>
      api.call(contract.glAccounts.MergeAccountHistory, {
        body: {
          CommunityAgentId: communityAgentId,
          SourceAccountId: sourceId,
          TargetAccountId: targetId,
          Filter: filter ? { StartDate: filter.startDate, EndDate: filter.endDate } : null,
          GlLineIds: [...selected],
          DeactivateSourceAccount: deactivate,
        },
      }),
    onSuccess: async (result) => {
      showSuccess(`${result.MovedLineCount} history rows moved by transfer #${result.TopsItemId}.`);
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: glKey });
    },
  });

  function changeSource(value: string | null): void {
    setSourceId(value ? Number(value) : null);
    setFilter(null);
    setSelected(new Set());
  }

  function applyFilter(): void {
    if (sourceId === null || !startDate || !endDate) return;
    setSelected(new Set());
    setFilter({ accountId: sourceId, startDate, endDate });
  }

  function submit(): void {
    const problem = mergeProblem('account', {
      sourceId,
      targetId,
      filterApplied: filter !== null,
      selectedRowCount: selected.size,
    });
    if (problem) {
      notifications.show({ color: 'yellow', message: problem });
      return;
    }
    merge.mutate();
  }

  if (!chart.data) return chart.isError ? <LoadError error={chart.error} /> : <PageLoader />;
  const options = accountOptions(chart.data);
  return (
    <>
      <PageHeader title="Merge GL accounts" subtitle={community.DisplayName} />
      <Paper withBorder p="md" radius="sm" mb="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Select
            label="Source account"
            searchable
            clearable
            data={options}
            value={sourceId === null ? null : String(sourceId)}
            onChange={changeSource}
          />
          <Select
            label="Target account"
            searchable
            clearable
            data={options}
            value={targetId === null ? null : String(targetId)}
            onChange={(value) => {
              setTargetId(value ? Number(value) : null);
            }}
          />
        </SimpleGrid>
        <Group mt="sm" align="flex-end" gap="sm">
          <DateInput label="From" value={startDate} onChange={setStartDate} w={150} />
          <DateInput label="To" value={endDate} onChange={setEndDate} w={150} />
          <Button
            variant="default"
            disabled={sourceId === null || !startDate || !endDate}
            onClick={applyFilter}
          >
            Apply filter
          </Button>
        </Group>
      </Paper>
      {filter ? (
        history.data ? (
          <MergeHistoryTable rows={history.data} selected={selected} onChange={setSelected} />
        ) : history.isError ? (
          <LoadError error={history.error} />
        ) : (
          <PageLoader />
        )
      ) : (
        <Text size="sm" c="dimmed" mb="md">
          Choose the source account and a date range, then apply the filter to list its history.
        </Text>
      )}
      <Group justify="space-between" mt="md">
        <Checkbox
          label="Make the source account inactive once all of its history is moved"
          checked={deactivate}
          onChange={(e) => {
            setDeactivate(e.currentTarget.checked);
          }}
        />
        <Button color="orange" loading={merge.isPending} onClick={submit}>
          Merge
        </Button>
      </Group>
    </>
  );
}

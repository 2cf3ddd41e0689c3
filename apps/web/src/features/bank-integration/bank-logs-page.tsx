import { type contract, type ResponseOf } from '@hoa/contract';
import { BankLogState, SmartBankingFeatures } from '@hoa/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DateInput } from '../../widgets/date-input';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { BankActivityFeed, loggedAt, LogState } from './bank-activity-feed';
import { bankLogQuery, lastRunsQuery, type LogFilters } from './bank-integration-queries';
import { BankPicker, idFrom } from './bank-picker';

const states = [
  { value: String(BankLogState.Success), label: 'Success', color: 'green' },
  { value: String(BankLogState.Warning), label: 'Warning', color: 'yellow' },
  { value: String(BankLogState.Error), label: 'Error', color: 'red' },
];
const stateOf = (id: number | null) => states.find((s) => s.value === String(id));

function LastRun({
  title,
  run,
}: {
  title: string;
  run?: { LastRunAt: string | null; LogState: number | null; Message: string | null };
}) {
  const state = stateOf(run?.LogState ?? null);
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="xs" c="dimmed">
        {title}
      </Text>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {run?.LastRunAt ? run.LastRunAt.replace('T', ' ').slice(0, 16) : 'Never'}
        </Text>
        {state ? (
          <Badge color={state.color} variant="light">
            {state.label}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs">{run?.Message ?? ''}</Text>
    </Paper>
  );
}

/** /banking/bank-logs/:topsAgentId?/:feature?: the lockbox, reconciliation and general logs. */
export function BankLogsPage() {
  const go = useGo();
  const params = useParams({ strict: false });
  const bankId = idFrom(params.topsAgentId);
  const feature = idFrom(params.feature);
  const [filters, setFilters] = useState<Omit<LogFilters, 'feature'>>({});
  const [applied, setApplied] = useState<Omit<LogFilters, 'feature'>>({});
  const query = { ...applied, ...(feature ? { feature } : {}) };
  const log = useQuery({ ...bankLogQuery(bankId ?? 0, query), enabled: bankId !== null });
  const runs = useQuery({ ...lastRunsQuery(bankId ?? 0), enabled: bankId !== null });
  const set = (change: Partial<LogFilters>) => setFilters((all) => ({ ...all, ...change }));
  const open = (bank: number | null, f: number | null) =>
    void go(buildRoute(SiteMap.bankLogs, { topsAgentId: bank, feature: bank ? f : null }));
  return (
    <>
      <PageHeader
        title="Bank logs"
        subtitle="Lockbox runs, reconciliation runs, statement imports and other smart banking activity"
      />
      <BankPicker bankId={bankId} onChange={(id) => open(id, feature)} />
      {bankId === null ? (
        <>
          <Alert color="blue" variant="light" mb="md">
            Choose a bank to see its log.
          </Alert>
          <BankActivityFeed bankId={null} stateOf={stateOf} />
        </>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} mb="md" maw={720}>
            <LastRun title="Last lockbox run" run={runs.data?.lockbox} />
            <LastRun title="Last reconciliation run" run={runs.data?.reconciliation} />
          </SimpleGrid>
          <Group align="flex-end" mb="md">
            <Select
              label="Log"
              w={200}
              data={[
                { value: '', label: 'General (all)' },
                ...SmartBankingFeatures.map((f) => ({
                  value: String(f.SmartBankingFeatureId),
                  label: f.Name,
                })),
              ]}
              value={feature ? String(feature) : ''}
              onChange={(v) => open(bankId, v ? Number(v) : null)}
              allowDeselect={false}
            />
            <DateInput
              label="From"
              w={140}
              value={filters.startDate ?? null}
              onChange={(v) => set({ startDate: v ?? undefined })}
            />
            <DateInput
              label="To"
              w={140}
              value={filters.endDate ?? null}
              onChange={(v) => set({ endDate: v ?? undefined })}
            />
            <TextInput
              label="Account number"
              w={160}
              value={filters.accountNumber ?? ''}
              onChange={(e) => set({ accountNumber: e.currentTarget.value || undefined })}
            />
            <Select
              label="State"
              w={130}
              clearable
              data={states}
              value={filters.logState ? String(filters.logState) : null}
              onChange={(v) => set({ logState: v ? Number(v) : undefined })}
            />
            <TextInput
              label="Keyword"
              w={180}
              value={filters.keyword ?? ''}
              onChange={(e) => set({ keyword: e.currentTarget.value || undefined })}
            />
            <Button onClick={() => setApplied(filters)}>Search</Button>
          </Group>
          {log.isError ? <LoadError error={log.error} /> : null}
          <DataGrid
            aria-label="Bank log"
            rows={log.data ?? []}
            columns={logColumns}
            rowKey={logKey}
            empty={log.isLoading ? 'Loading…' : 'Nothing was logged for these filters.'}
          />
        </>
      )}
    </>
  );
}

type LogRow = ResponseOf<typeof contract.bankIntegration.GetBankLog>[number];

const logKey = (row: LogRow) => row.BankLogId;

const logColumns: GridColumn<LogRow>[] = [
  { id: 'when', header: 'When (UTC)', width: 160, cell: loggedAt },
  { id: 'log', header: 'Log', width: 150, cell: (r) => r.FeatureName },
  {
    id: 'state',
    header: 'State',
    width: 100,
    cell: (r) => <LogState id={r.LogState} stateOf={stateOf} />,
  },
  { id: 'account', header: 'Account', width: 130, cell: (r) => r.AccountNumber ?? '' },
  { id: 'message', header: 'Message', width: 380, cell: (r) => r.Message },
];

import type { JobRunJson } from '@hoa/contract';
import { formatDate } from '@hoa/domain';
import { Badge, Group, Progress, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  countColumn,
  DataGrid,
  moneyColumn,
  textColumn,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { runStatusOf, workflowRunsQuery } from './automation-queries';
import { RunActions } from './run-actions';

/** A run's duration: 850 ms, 12.3 s, 4 min 05 s. */
export function durationText(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1_000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1_000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function RunProgress({ run }: { run: JobRunJson }) {
  const percent =
    run.ProgressTotal > 0
      ? Math.round((run.ProgressDone / run.ProgressTotal) * 100)
      : run.FinishedAt
        ? 100
        : 0;
  const status = runStatusOf(run);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={percent}
        color={status.color}
        size="md"
        w={70}
        striped={run.Status === 'running'}
        animated={run.Status === 'running'}
        aria-label={`Progress of ${run.Name}`}
      />
      <Text size="xs" c="dimmed">
        {run.ProgressDone}/{run.ProgressTotal}
      </Text>
    </Group>
  );
}

const columns: GridColumn<JobRunJson>[] = [
  {
    id: 'started',
    header: 'Started',
    width: 170,
    sortValue: (r) => r.StartedAt,
    cell: (r) => <DateTimeText value={r.StartedAt} />,
  },
  textColumn('job', 'Job', 120, (r) => r.Name),
  {
    id: 'postDate',
    header: 'Post date',
    width: 95,
    sortValue: (r) => r.PostDate,
    cell: (r) => formatDate(r.PostDate),
  },
  {
    id: 'status',
    header: 'Status',
    width: 130,
    sortValue: (r) => r.Status,
    cell: (r) => (
      <Badge
        variant="light"
        color={runStatusOf(r).color}
        data-status={r.Status}
        title={r.Error ?? undefined}
      >
        {runStatusOf(r).label}
      </Badge>
    ),
  },
  { id: 'progress', header: 'Progress', width: 140, cell: (r) => <RunProgress run={r} /> },
  countColumn('owners', 'Owners', (r) => r.OwnersCount, 70),
  moneyColumn('amount', 'Amount', (r) => r.TotalAmount, 105),
  { id: 'duration', header: 'Duration', width: 80, cell: (r) => durationText(r.DurationMs) },
  { id: 'actions', header: '', width: 150, cell: (r) => <RunActions run={r} /> },
  textColumn(
    'files',
    'Files',
    130,
    (r) =>
      [
        ...r.Files.map((f) => f.FileName),
        ...(r.Mails > 0 ? [`${r.Mails} ${r.Mails === 1 ? 'mail' : 'mails'}`] : []),
      ].join(', ') || '—',
  ),
  textColumn('error', 'Error', 220, (r) => r.Error ?? ''),
];
const runKey = (r: JobRunJson) => r.JobRunId;

/** A workflow's runs history, newest first (JobSchedule/GetRuns by workflow). */
export function RunsGrid({ workflowId }: { workflowId: number }) {
  const runs = useQuery(workflowRunsQuery(workflowId));
  return (
    <>
      {runs.error ? <LoadError error={runs.error} /> : null}
      <DataGrid
        aria-label="Runs history"
        rows={runs.data ?? []}
        columns={columns}
        rowKey={runKey}
        rowHeight={40}
        maxHeight={360}
        rowTestId={(r) => `run-${r.JobRunId}`}
        empty={runs.isPending ? 'Loading…' : 'No run yet.'}
      />
    </>
  );
}

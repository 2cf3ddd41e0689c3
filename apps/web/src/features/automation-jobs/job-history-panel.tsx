import type { JobRunJson } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { automationJobHistoryQuery } from './automation-job-queries';
import { HeaderPager } from './header-pager';
import { JobStatusBadge } from './job-status-badge';

/** A duration in ms as '850 ms', '12.4 s' or '3 min 5 s'. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const columns: GridColumn<JobRunJson>[] = [
  {
    id: 'started',
    header: 'Started',
    width: 160,
    sortValue: (r) => r.StartedAt,
    cell: (r) => <DateTimeText value={r.StartedAt} />,
  },
  {
    id: 'status',
    header: 'Status',
    width: 150,
    sortValue: (r) => r.Status,
    cell: (r) => <JobStatusBadge status={r.Status} />,
  },
  {
    id: 'progress',
    header: 'Progress',
    width: 150,
    sortValue: (r) => (r.ProgressTotal ? r.ProgressDone / r.ProgressTotal : 0),
    cell: (r) => {
      const value = r.ProgressTotal ? (100 * r.ProgressDone) / r.ProgressTotal : 0;
      return (
        <Stack gap={2} w="100%">
          <Progress
            value={value}
            size="sm"
            color={r.Status === 'failed' ? 'red' : undefined}
            aria-label={`Progress ${r.ProgressDone} of ${r.ProgressTotal}`}
          />
          <Text size="xs" c="dimmed">
            {r.ProgressDone} / {r.ProgressTotal}
          </Text>
        </Stack>
      );
    },
  },
  {
    id: 'duration',
    header: 'Duration',
    width: 100,
    sortValue: (r) => r.DurationMs ?? 0,
    cell: (r) => formatDuration(r.DurationMs),
  },
  {
    id: 'amount',
    header: 'Amount',
    width: 120,
    sortValue: (r) => r.TotalAmount,
    cell: (r) => formatCents(r.TotalAmount),
  },
  {
    id: 'owners',
    header: 'Owners',
    width: 80,
    sortValue: (r) => r.OwnersCount,
    cell: (r) => r.OwnersCount,
  },
  {
    id: 'files',
    header: 'Files',
    width: 70,
    sortValue: (r) => r.Files.length,
    cell: (r) => r.Files.length,
  },
  {
    id: 'mails',
    header: 'Mails',
    width: 70,
    sortValue: (r) => r.Mails,
    cell: (r) => r.Mails,
  },
  {
    id: 'error',
    header: 'Error',
    width: 280,
    sortValue: (r) => r.Error ?? '',
    cell: (r) =>
      r.Error ? (
        <Text size="sm" c="red" lineClamp={2} title={r.Error}>
          {r.Error}
        </Text>
      ) : (
        '—'
      ),
  },
];

const runKey = (r: JobRunJson) => r.JobRunId;

/** An automation job's runs, newest first, 5 a page (spec 3 §3 'Job history is paged'). */
export function JobHistoryPanel({ jobId }: { jobId: number }) {
  const [pageIndex, setPageIndex] = useState(0);
  const history = useQuery(automationJobHistoryQuery(jobId, pageIndex));
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        History
      </Title>
      {history.error ? <LoadError error={history.error} /> : null}
      <DataGrid
        aria-label="Job history"
        rows={history.data?.rows ?? []}
        columns={columns}
        rowKey={runKey}
        rowHeight={52}
        maxHeight={360}
        empty={history.isPending ? 'Loading…' : 'The job has not run yet.'}
        footer={<HeaderPager page={history.data} noun={['run', 'runs']} onPage={setPageIndex} />}
      />
    </Paper>
  );
}

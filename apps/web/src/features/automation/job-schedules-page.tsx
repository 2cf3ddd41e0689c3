import type { JobScheduleJson } from '@hoa/contract';
import { JobSchedulePageSize } from '@hoa/domain';
import { Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataGrid, textColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { frequencyNameOf, jobSchedulesQuery } from './automation-queries';
import { ScheduleState } from './enabled-switch';

const columns: GridColumn<JobScheduleJson>[] = [
  textColumn('name', 'Job', 200, (s) => s.JobScheduleName),
  { id: 'enabled', header: 'Enabled', width: 170, cell: (s) => <ScheduleState schedule={s} /> },
  textColumn('type', 'Job type', 150, (s) => s.JobName),
  textColumn('community', 'Community', 180, (s) => s.CommunityName),
  // A scheduled report or package is a job schedule of its own, in no workflow.
  textColumn('workflow', 'Workflow', 160, (s) => s.WorkflowName ?? 'Scheduled report'),
  textColumn('frequency', 'Frequency', 100, (s) => frequencyNameOf(s.Frequency)),
  {
    id: 'next',
    header: 'Next run',
    width: 170,
    cell: (s) => (s.NextRunDateTime ? <DateTimeText value={s.NextRunDateTime} /> : '—'),
  },
  {
    id: 'last',
    header: 'Last run',
    width: 170,
    cell: (s) => (s.LastRunDateTime ? <DateTimeText value={s.LastRunDateTime} /> : '—'),
  },
];
const scheduleKey = (s: JobScheduleJson) => s.JobScheduleId;

const enabledFilters = [
  { value: 'all', label: 'All' },
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
];

/**
 * Job schedules (spec 3 §2 'Job schedule list', §8 Search and SetEnabled): every job of the
 * caller's communities' workflows, searched by name and enabled state, 15 a page.
 */
export function JobSchedulesPage() {
  const [name, setName] = useState('');
  const [enabled, setEnabled] = useState('all');
  const [page, setPage] = useState(1);
  const [debouncedName] = useDebouncedValue(name, 300);
  const schedules = useQuery(jobSchedulesQuery({ page, name: debouncedName, enabled }));
  const total = schedules.data?.Total ?? 0;
  return (
    <>
      <PageHeader title="Job schedules" />
      {schedules.error ? <LoadError error={schedules.error} /> : null}
      <DataGrid
        aria-label="Job schedules"
        rows={schedules.data?.Rows ?? []}
        columns={columns}
        rowKey={scheduleKey}
        rowHeight={40}
        empty={schedules.isPending ? 'Loading…' : 'No job schedule found.'}
        bar={
          <Group justify="space-between" wrap="wrap">
            <Group gap="sm">
              <TextInput
                aria-label="Search job name"
                placeholder="Search job name"
                value={name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setPage(1);
                }}
              />
              <SegmentedControl
                aria-label="Enabled filter"
                data={enabledFilters}
                value={enabled}
                onChange={(value) => {
                  setEnabled(value);
                  setPage(1);
                }}
              />
            </Group>
            <Text size="sm" c="dimmed">
              {total} job {total === 1 ? 'schedule' : 'schedules'}
            </Text>
          </Group>
        }
        footer={
          <GridPager
            pages={Math.ceil(total / JobSchedulePageSize)}
            page={page}
            onChange={setPage}
          />
        }
      />
    </>
  );
}

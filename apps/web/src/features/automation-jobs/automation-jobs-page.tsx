import { contract, type AutomationJobJson } from '@hoa/contract';
import { Badge, Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readLastCommunityId } from '../../app/community/community-cookies';
import { communityLabel, useCommunityList } from '../../app/community/community-list';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, textColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import {
  automationJobsQuery,
  jobTypesQuery,
  NewAutomationJobId,
  type JobListFilter,
} from './automation-job-queries';
import { HeaderPager } from './header-pager';
import { JobStatusBadge } from './job-status-badge';

const all = 'all';

const columns: GridColumn<AutomationJobJson>[] = [
  textColumn('description', 'Description', 220, (j) => j.Description),
  textColumn('type', 'Type', 140, (j) => j.AutomationTypeName),
  textColumn('community', 'Community', 180, (j) => j.CommunityName),
  textColumn('cron', 'Cron', 90, (j) => j.Cron),
  {
    id: 'next',
    header: 'Next run',
    width: 150,
    sortValue: (j) => j.NextExecutionOn ?? '',
    cell: (j) => <DateTimeText value={j.NextExecutionOn} />,
  },
  {
    id: 'last',
    header: 'Last run',
    width: 150,
    sortValue: (j) => j.LastExecutionOn ?? '',
    cell: (j) => <DateTimeText value={j.LastExecutionOn} />,
  },
  {
    id: 'status',
    header: 'Last status',
    width: 120,
    sortValue: (j) => j.LastStatus ?? '',
    cell: (j) => <JobStatusBadge status={j.LastStatus} />,
  },
  {
    id: 'active',
    header: 'Active',
    width: 70,
    sortValue: (j) => (j.IsActive ? 1 : 0),
    cell: (j) =>
      j.IsActive ? (
        <Badge variant="light" color="green">
          Yes
        </Badge>
      ) : (
        'No'
      ),
  },
];

const jobKey = (j: AutomationJobJson) => j.Id;

/**
 * Automation jobs (spec 3 §2, §3 'Automation job'): the jobs of the user's communities, 5 a page
 * (spec 3 §9), by community (the one last selected, or all), job type and whether active.
 */
export function AutomationJobsPage() {
  const go = useGo();
  const communities = useCommunityList();
  const types = useQuery(jobTypesQuery());
  const [filter, setFilter] = useState<JobListFilter>(() => ({
    communityId: readLastCommunityId(),
    jobTypeId: null,
    isActive: null,
    pageIndex: 0,
  }));
  const jobs = useQuery(automationJobsQuery(filter));
  const change = (next: Partial<JobListFilter>) => {
    setFilter((f) => ({ ...f, pageIndex: 0, ...next }));
  };
  const page = jobs.data;
  const edit = (id: number | string) =>
    void go(buildRoute(SiteMap.automationJobEdit, { automationJobId: id }));

  return (
    <>
      <PageHeader
        title="Automation jobs"
        actions={
          <MayCall calls={contract.automationJobs.CreateAutomationJob}>
            <Button onClick={() => edit(NewAutomationJobId)}>New automation job</Button>
          </MayCall>
        }
      />
      {jobs.error ? <LoadError error={jobs.error} /> : null}
      <DataGrid
        aria-label="Automation jobs"
        rows={page?.rows ?? []}
        columns={columns}
        rowKey={jobKey}
        empty={jobs.isPending ? 'Loading…' : 'No automation job.'}
        onRowClick={(j) => edit(j.Id)}
        bar={
          <Group gap="sm" wrap="wrap">
            <Select
              aria-label="Community filter"
              w={260}
              searchable
              allowDeselect={false}
              value={filter.communityId === null ? all : String(filter.communityId)}
              data={[
                { value: all, label: 'All communities' },
                ...(communities.data ?? []).map((c) => ({
                  value: String(c.CommunityAgentId),
                  label: communityLabel(c),
                })),
              ]}
              onChange={(v) => change({ communityId: !v || v === all ? null : Number(v) })}
            />
            <Select
              aria-label="Job type filter"
              w={220}
              allowDeselect={false}
              value={filter.jobTypeId === null ? all : String(filter.jobTypeId)}
              data={[
                { value: all, label: 'All job types' },
                ...(types.data ?? []).map((t) => ({ value: String(t.Id), label: t.Name })),
              ]}
              onChange={(v) => change({ jobTypeId: !v || v === all ? null : Number(v) })}
            />
            <Select
              aria-label="Active filter"
              w={150}
              allowDeselect={false}
              value={filter.isActive ?? all}
              data={[
                { value: all, label: 'Active or not' },
                { value: 'true', label: 'Active' },
                { value: 'false', label: 'Inactive' },
              ]}
              onChange={(v) => change({ isActive: v === 'true' || v === 'false' ? v : null })}
            />
          </Group>
        }
        footer={
          <HeaderPager
            page={page}
            noun={['automation job', 'automation jobs']}
            onPage={(pageIndex) => setFilter((f) => ({ ...f, pageIndex }))}
          />
        }
      />
    </>
  );
}

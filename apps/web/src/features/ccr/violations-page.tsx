import { contract, type CcrRecord } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Badge, Button, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateText } from '../../widgets/date-text';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import {
  ccrCodeOptionsQuery,
  violationsPageSize,
  violationsQuery,
  type ViolationFilter,
} from './ccr-queries';

const stateColors = { Open: 'orange', Resolved: 'green', Closed: 'gray' } as const;

/** A violation's state as a badge. */
export function ViolationStateBadge({ state }: { state: CcrRecord['State'] }) {
  return (
    <Badge variant="light" color={stateColors[state]}>
      {state}
    </Badge>
  );
}

const columns: GridColumn<CcrRecord>[] = [
  {
    id: 'number',
    header: '#',
    width: 80,
    sortValue: (r) => r.TopsItemId,
    cell: (r) => r.TopsItemId,
  },
  {
    id: 'state',
    header: 'State',
    width: 100,
    sortValue: (r) => r.State,
    cell: (r) => <ViolationStateBadge state={r.State} />,
  },
  {
    id: 'observed',
    header: 'Observed',
    width: 110,
    sortValue: (r) => r.ObservedDate,
    cell: (r) => <DateText value={r.ObservedDate} />,
  },
  {
    id: 'property',
    header: 'Property',
    width: 200,
    sortValue: (r) => r.PropertyName,
    cell: (r) => r.PropertyName,
  },
  {
    id: 'owner',
    header: 'Owner',
    width: 180,
    sortValue: (r) => r.OwnerName,
    cell: (r) => r.OwnerName,
  },
  {
    id: 'code',
    header: 'Code',
    width: 110,
    sortValue: (r) => r.CodeAlias,
    cell: (r) => r.CodeAlias,
  },
  {
    id: 'description',
    header: 'Description',
    width: 260,
    cell: (r) => (
      <Text size="sm" truncate title={r.Description}>
        {r.Description}
      </Text>
    ),
  },
  {
    id: 'level',
    header: 'Level',
    width: 150,
    sortValue: (r) => r.CurrentSequence ?? 0,
    cell: (r) => r.CurrentLevelName ?? '—',
  },
  {
    id: 'next',
    header: 'Next action',
    width: 110,
    sortValue: (r) => r.NextActionDate ?? '',
    cell: (r) => <DateText value={r.NextActionDate} />,
  },
  {
    id: 'fines',
    header: 'Fines',
    width: 100,
    align: 'right',
    sortValue: (r) => r.TotalFines,
    cell: (r) => formatCents(r.TotalFines),
  },
];
const recordKey = (r: CcrRecord) => r.TopsItemId;

/** The community's violations: open, closed or all, by code, newest observed first. */
export function ViolationsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const [filter, setFilter] = useState<ViolationFilter>('open');
  const [codeId, setCodeId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const records = useQuery(violationsQuery(communityAgentId, filter, codeId, page));
  const codes = useQuery(ccrCodeOptionsQuery(communityAgentId));
  const total = records.data?.TotalCount ?? 0;
  const open = (r: CcrRecord) =>
    void go(
      buildRoute(SiteMap.ccrViolationView, {
        communityAgentId,
        parentView: 'violations',
        itemId: r.TopsItemId,
      }),
    );
  return (
    <>
      <PageHeader
        title="Violations"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={contract.ccr.AddCcrRecord}>
            <Button
              onClick={() => void go(buildRoute(SiteMap.ccrViolationAdd, { communityAgentId }))}
            >
              Add violation
            </Button>
          </MayCall>
        }
      />
      {records.isError ? <LoadError error={records.error} /> : null}
      <DataGrid
        aria-label="Violations"
        rows={records.data?.Records ?? []}
        columns={columns}
        rowKey={recordKey}
        rowTestId={(r) => `violation-${String(r.TopsItemId)}`}
        onRowClick={open}
        bar={
          <Group gap="sm">
            <SegmentedControl
              size="xs"
              aria-label="Which violations"
              value={filter}
              onChange={(value) => {
                setFilter(value as ViolationFilter);
                setPage(1);
              }}
              data={[
                { value: 'open', label: 'Open' },
                { value: 'closed', label: 'Closed' },
                { value: 'all', label: 'All' },
              ]}
            />
            <Select
              size="xs"
              aria-label="Code"
              placeholder="All codes"
              clearable
              data={codes.data ?? []}
              value={codeId === null ? null : String(codeId)}
              onChange={(value) => {
                setCodeId(value ? Number(value) : null);
                setPage(1);
              }}
            />
            <Text size="sm" c="dimmed">
              {records.data
                ? `${total.toLocaleString('en-US')} violation${total === 1 ? '' : 's'}`
                : ''}
            </Text>
          </Group>
        }
        footer={
          <GridPager
            pages={Math.ceil(total / violationsPageSize)}
            page={page}
            onChange={setPage}
            size="sm"
          />
        }
        empty={records.isPending ? 'Loading violations…' : 'No violations.'}
      />
    </>
  );
}

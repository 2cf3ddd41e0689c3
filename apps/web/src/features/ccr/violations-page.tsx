import { contract, type CcrRecord } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Button, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import {
  DataGrid,
  dateColumn,
  summaryColumn,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import type { RowKey } from '../../widgets/data-grid/grid-model';
import { DateText } from '../../widgets/date-text';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { useMayCall } from '../../app/auth/claim-access';
import { PageHeader } from '../../widgets/page-header';
import { RecordsFilterBar } from '../../widgets/records-filter-bar';
import { BatchButtons, type BatchAction } from '../../widgets/batch-buttons';
import { openCcrRecordDrawer } from './ccr-record-drawer';
import { ViolationStateBadge } from './violation-state-badge';
import {
  ccrCodeOptionsQuery,
  refreshViolations,
  violationsPageSize,
  violationsQuery,
  type ViolationFilter,
} from './ccr-queries';

/** The grid's columns; the number opens the CCR record drawer. */
const columnsOf = (communityAgentId: number): GridColumn<CcrRecord>[] => [
  summaryColumn(
    'violation',
    (r) => r.TopsItemId,
    (r) => openCcrRecordDrawer(r.TopsItemId, communityAgentId),
  ),
  {
    id: 'state',
    header: 'State',
    width: 100,
    sortValue: (r) => r.State,
    cell: (r) => <ViolationStateBadge state={r.State} />,
  },
  dateColumn('observed', 'Observed', (r) => r.ObservedDate),
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
const violationFilters = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
] as const satisfies readonly { value: ViolationFilter; label: string }[];
const violationNoun = { one: 'violation', many: 'violations' };

const C = contract.ccr;

/** Resolve selected and Reopen selected (spec 3 §4 'Violations': batch resolve or reopen). */
const batchActions: readonly BatchAction<CcrRecord>[] = [
  {
    call: C.BatchResolveViolations,
    label: 'Resolve selected',
    verb: 'Resolve',
    takes: (r) => r.State === 'Open',
  },
  {
    call: C.BatchReopenViolations,
    label: 'Reopen selected',
    verb: 'Reopen',
    takes: (r) => r.State !== 'Open',
  },
];

/** The community's violations: open, closed or all, by code, newest observed first. */
export function ViolationsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const [filter, setFilter] = useState<ViolationFilter>('open');
  const [codeId, setCodeId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<ReadonlySet<RowKey>>(new Set());
  const client = useQueryClient();
  const records = useQuery(violationsQuery(communityAgentId, filter, codeId, page));
  const mayChange = useMayCall(C.BatchResolveViolations);
  const rows = records.data?.Records ?? [];
  const selected = rows.filter((r) => ticked.has(r.TopsItemId));
  const clear = () => setTicked(new Set());
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
        rows={rows}
        columns={columnsOf(communityAgentId)}
        rowKey={recordKey}
        selection={
          mayChange
            ? {
                selected: ticked,
                onChange: setTicked,
                rowLabel: (r) => `Select violation ${String(r.TopsItemId)}`,
                allLabel: 'Select every violation on this page',
              }
            : undefined
        }
        rowTestId={(r) => `violation-${String(r.TopsItemId)}`}
        onRowClick={open}
        bar={
          <RecordsFilterBar
            stateLabel="Which violations"
            states={violationFilters}
            state={filter}
            onStateChange={(value) => {
              setFilter(value);
              setPage(1);
              clear();
            }}
            codes={codes.data}
            codeId={codeId === null ? null : String(codeId)}
            onCodeChange={(value) => {
              setCodeId(value ? Number(value) : null);
              setPage(1);
              clear();
            }}
            total={records.data?.TotalCount}
            noun={violationNoun}
          >
            <BatchButtons
              actions={batchActions}
              selected={selected}
              idOf={recordKey}
              noun={violationNoun}
              onDone={async () => {
                clear();
                await refreshViolations(client);
              }}
            />
          </RecordsFilterBar>
        }
        footer={
          <GridPager
            pages={Math.ceil(total / violationsPageSize)}
            page={page}
            onChange={(next) => {
              setPage(next);
              clear();
            }}
            size="sm"
          />
        }
        empty={records.isPending ? 'Loading violations…' : 'No violations.'}
      />
    </>
  );
}

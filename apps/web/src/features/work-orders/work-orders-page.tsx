import { contract, type WorkOrder } from '@hoa/contract';
import { countOf } from '@hoa/domain';
import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import {
  DataGrid,
  dateColumn,
  nameColumn,
  summaryColumn,
  textColumn,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { TicketsPager, useTicketsPaging } from '../../widgets/tickets-paging';
import { openWorkOrderDrawer } from './work-order-drawer';
import { WorkOrderStateBadges, whereOf } from './work-order-facts';
import { workOrdersPageQuery, type WorkOrderFilters } from './work-orders-queries';

const C = contract.workOrders;

/** The grid's columns; the number opens the work order drawer. */
const columns: GridColumn<WorkOrder>[] = [
  summaryColumn(
    'work order',
    (o) => o.TopsItemId,
    (o) => openWorkOrderDrawer(o.TopsItemId),
  ),
  {
    id: 'state',
    header: 'State',
    width: 150,
    sortValue: (o) => `${o.IsOverdue ? 0 : 1}${o.State}`,
    cell: (o) => <WorkOrderStateBadges order={o} />,
  },
  dateColumn('date', 'Date', (o) => o.PostEventDate),
  textColumn('summary', 'Summary', 240, (o) => o.CodeDescription),
  nameColumn('code', 'Code', 90, (o) => o.CodeAlias),
  textColumn('where', 'Where', 200, whereOf),
  nameColumn('issued', 'Issued to', 150, (o) => o.IssuedToName),
  nameColumn('assigned', 'Assigned to', 140, (o) => o.AssignedUserName),
  dateColumn('target', 'Target', (o) => o.TargetDate),
];
const recordKey = (o: WorkOrder) => o.TopsItemId;

type StateFilter = 'Open' | 'Overdue' | 'Resolved' | 'Closed' | 'all';
const stateFilters: readonly { value: StateFilter; label: string }[] = [
  { value: 'Open', label: 'Open' },
  { value: 'Overdue', label: 'Overdue' },
  { value: 'Resolved', label: 'Resolved' },
  { value: 'Closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];
const noun = { one: 'work order', many: 'work orders' };

/** The community's work orders, newest first: by state (Overdue flagged and filterable), search. */
export function WorkOrdersPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const [state, setState] = useState<StateFilter>('Open');
  const [search, setSearch] = useState('');
  const paging = useTicketsPaging();
  const filters: WorkOrderFilters = {
    ...(state === 'all' ? {} : { state }),
    ...(search.trim() === '' ? {} : { search: search.trim() }),
  };
  const records = useQuery(workOrdersPageQuery(communityAgentId, filters, paging.page));
  const rows = records.data?.Records ?? [];
  const total = records.data?.TotalCount ?? 0;
  return (
    <>
      <PageHeader
        title="Work orders"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={C.Create}>
            <Button onClick={() => void go(buildRoute(SiteMap.workOrderAdd, { communityAgentId }))}>
              Add work order
            </Button>
          </MayCall>
        }
      />
      {records.isError ? <LoadError error={records.error} /> : null}
      <DataGrid
        aria-label="Work orders"
        rows={rows}
        columns={columns}
        rowKey={recordKey}
        rowTestId={(o) => `work-order-${String(o.TopsItemId)}`}
        onRowClick={(o) =>
          void go(
            buildRoute(SiteMap.workOrderView, {
              communityAgentId,
              parentView: 'work-orders',
              itemId: o.TopsItemId,
            }),
          )
        }
        bar={
          <Group gap="sm" align="center">
            <SegmentedControl
              size="xs"
              aria-label="Which work orders"
              value={state}
              onChange={(value) => {
                const chosen = stateFilters.find((s) => s.value === value);
                if (chosen) paging.filtered(setState)(chosen.value);
              }}
              data={[...stateFilters]}
            />
            <TextInput
              size="xs"
              aria-label="Search"
              placeholder="Search"
              w={200}
              value={search}
              onChange={(event) => paging.filtered(setSearch)(event.currentTarget.value)}
            />
            <Text size="sm" c="dimmed">
              {records.data === undefined ? '' : countOf(total, noun)}
            </Text>
          </Group>
        }
        footer={<TicketsPager paging={paging} total={total} />}
        empty={records.isPending ? 'Loading work orders…' : 'No work orders.'}
      />
    </>
  );
}

import { contract, type ServiceRequest } from '@hoa/contract';
import { countOf } from '@hoa/domain';
import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
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
import { openServiceRequestDrawer } from './service-request-drawer';
import { ServiceRequestStateBadge } from './service-request-state-badge';
import { serviceRequestsPageQuery, type ServiceRequestFilters } from './service-requests-queries';

const C = contract.serviceRequests;
const parentView = 'list';

/** Where the work is: the property, else the amenity, else the job location. */
const placeOf = (r: ServiceRequest) => r.PropertyName ?? r.AmenityName ?? r.JobLocation ?? '—';

/** The grid's columns; the number opens the service request drawer. */
const columns: GridColumn<ServiceRequest>[] = [
  summaryColumn(
    'service request',
    (r) => r.TopsItemId,
    (r) => openServiceRequestDrawer(r.TopsItemId, parentView),
  ),
  {
    id: 'state',
    header: 'State',
    width: 110,
    sortValue: (r) => r.State,
    cell: (r) => <ServiceRequestStateBadge state={r.State} />,
  },
  dateColumn('received', 'Received', (r) => r.ReceivedDate),
  textColumn('description', 'Description', 280, (r) => r.Description),
  textColumn('where', 'Where', 200, placeOf),
  nameColumn('owner', 'Owner', 170, (r) => r.OwnerName),
  {
    id: 'source',
    header: 'Source',
    width: 90,
    sortValue: (r) => r.SourceName,
    cell: (r) => r.SourceName,
  },
  nameColumn('assigned', 'Assigned to', 150, (r) => r.AssignedUserName),
  {
    id: 'workOrders',
    header: 'Work orders',
    width: 100,
    sortValue: (r) => r.WorkOrderCount,
    cell: (r) => String(r.WorkOrderCount),
  },
];
const recordKey = (r: ServiceRequest) => r.TopsItemId;

type StateFilter = 'open' | 'In Progress' | 'Resolved' | 'Closed' | 'all';
const stateFilters = [
  { value: 'open', label: 'Open' },
  { value: 'In Progress', label: 'In progress' },
  { value: 'Resolved', label: 'Resolved' },
  { value: 'Closed', label: 'Closed' },
  { value: 'all', label: 'All' },
] as const satisfies readonly { value: StateFilter; label: string }[];
const requestNoun = { one: 'service request', many: 'service requests' };

function stateQuery(state: StateFilter): ServiceRequestFilters {
  if (state === 'all') return {};
  if (state === 'open') return { open: 'true' };
  return { state };
}

/**
 * The community's service requests: open ones (Open or In Progress) first shown, by state and
 * words, paged; the number opens the drawer, the row the view.
 */
export function ServiceRequestsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const [state, setState] = useState<StateFilter>('open');
  const [search, setSearch] = useState('');
  const [words] = useDebouncedValue(search.trim(), 300);
  const paging = useTicketsPaging();
  const { filtered } = paging;
  const filters: ServiceRequestFilters = {
    ...stateQuery(state),
    ...(words === '' ? {} : { search: words }),
  };
  const records = useQuery(serviceRequestsPageQuery(communityAgentId, filters, paging.page));
  const rows = records.data?.Records ?? [];
  const total = records.data?.TotalCount;
  return (
    <>
      <PageHeader
        title="Service requests"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={C.Create}>
            <Button
              onClick={() => void go(buildRoute(SiteMap.serviceRequestAdd, { communityAgentId }))}
            >
              Add service request
            </Button>
          </MayCall>
        }
      />
      {records.isError ? <LoadError error={records.error} /> : null}
      <DataGrid
        aria-label="Service requests"
        rows={rows}
        columns={columns}
        rowKey={recordKey}
        rowTestId={(r) => `service-request-${String(r.TopsItemId)}`}
        onRowClick={(r) =>
          void go(
            buildRoute(SiteMap.serviceRequestView, {
              communityAgentId,
              parentView,
              itemId: r.TopsItemId,
            }),
          )
        }
        bar={
          <Group gap="sm" align="center">
            <SegmentedControl
              size="xs"
              aria-label="Which service requests"
              value={state}
              onChange={(value) => {
                const chosen = stateFilters.find((s) => s.value === value);
                if (chosen) filtered(setState)(chosen.value);
              }}
              data={[...stateFilters]}
            />
            <TextInput
              size="xs"
              aria-label="Search service requests"
              placeholder="Search description, place, owner"
              w={260}
              value={search}
              onChange={(event) => filtered(setSearch)(event.currentTarget.value)}
            />
            <Text size="sm" c="dimmed">
              {total === undefined ? '' : countOf(total, requestNoun)}
            </Text>
          </Group>
        }
        footer={<TicketsPager paging={paging} total={total ?? 0} />}
        empty={records.isPending ? 'Loading service requests…' : 'No service requests.'}
      />
    </>
  );
}

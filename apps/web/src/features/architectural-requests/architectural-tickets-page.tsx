import { contract, type ArchitecturalRequest } from '@hoa/contract';
import { ArchitecturalRequestStatusNames } from '@hoa/domain';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { PropertySelect } from '../adjustments';
import {
  DataGrid,
  dateColumn,
  nameColumn,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import { LinkButton } from '../../widgets/link-button';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { ReceivedRangeInputs, TicketsPager, useTicketsPaging } from '../../widgets/tickets-paging';
import { openArchitecturalRequestDrawer } from './architectural-request-drawer';
import {
  architecturalCodeOptionsQuery,
  architecturalKpiQuery,
  architecturalTicketsQuery,
  type ArchitecturalFilters,
} from './architectural-requests-queries';
import { ArchitecturalStatusBadge } from './architectural-status-badge';
import { DaysLeftText } from './decision-clock';

const C = contract.architecturalRequests;

const statusOptions = Object.entries(ArchitecturalRequestStatusNames).map(([id, name]) => ({
  value: id,
  label: name,
}));

/** The grid's columns; the number opens the drawer, the row the view. */
const columns: GridColumn<ArchitecturalRequest>[] = [
  {
    id: 'number',
    header: '#',
    width: 64,
    sortValue: (r) => r.TopsItemId,
    cell: (r) => (
      <LinkButton
        aria-label={`Summary of architectural request ${String(r.TopsItemId)}`}
        onClick={(event) => {
          event.stopPropagation();
          openArchitecturalRequestDrawer(r.TopsItemId);
        }}
      >
        {r.TopsItemId}
      </LinkButton>
    ),
  },
  {
    id: 'property',
    header: 'Property',
    width: 140,
    sortValue: (r) => r.PropertyName,
    cell: (r) => (
      <Text size="sm" truncate title={r.PropertyName}>
        {r.PropertyName}
      </Text>
    ),
  },
  {
    id: 'owner',
    header: 'Owner',
    width: 120,
    sortValue: (r) => r.OwnerName ?? '',
    cell: (r) => (
      <Text size="sm" truncate title={r.OwnerName ?? ''}>
        {r.OwnerName ?? '—'}
      </Text>
    ),
  },
  {
    id: 'code',
    header: 'Code',
    width: 80,
    sortValue: (r) => r.CodeAlias,
    cell: (r) => <span title={r.CodeName}>{r.CodeAlias}</span>,
  },
  {
    id: 'subject',
    header: 'Subject',
    width: 150,
    sortValue: (r) => r.Subject,
    cell: (r) => (
      <Text size="sm" truncate title={r.Subject}>
        {r.Subject}
      </Text>
    ),
  },
  nameColumn('source', 'Source', 80, (r) => r.SourceName),
  dateColumn('received', 'Received', (r) => r.ReceivedDate, 100),
  dateColumn('due', 'Due', (r) => r.DueDate, 100),
  {
    id: 'daysLeft',
    header: 'Days left',
    width: 80,
    sortValue: (r) => r.DaysLeft ?? Number.MAX_SAFE_INTEGER,
    cell: (r) => <DaysLeftText request={r} />,
  },
  {
    id: 'approvals',
    header: 'Approvals',
    width: 150,
    cell: (r) => (
      <Text size="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {`Internal ${String(r.InternalApprovalCount)}/${String(r.RequiredInternalApprovals)} · Committee ${String(r.CommitteeApprovalCount)}/${String(r.RequiredCommitteeApprovals)}`}
      </Text>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    width: 100,
    sortValue: (r) => r.TopsStatusId,
    cell: (r) => <ArchitecturalStatusBadge statusId={r.TopsStatusId} name={r.StatusName} />,
  },
];
const recordKey = (r: ArchitecturalRequest) => r.TopsItemId;

function KpiCard({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder p="xs" radius="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} c={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** The KPI cards over the grid: pending, overdue, due this week, this month's decisions, days. */
function KpiCards({ communityAgentId }: { communityAgentId: number }) {
  const kpi = useQuery(architecturalKpiQuery(communityAgentId));
  const k = kpi.data;
  if (!k) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" mb="sm" data-testid="arc-kpi">
      <KpiCard label="Pending" value={String(k.CountPending)} />
      <KpiCard
        label="Overdue"
        value={String(k.CountOverdue)}
        color={k.CountOverdue > 0 ? 'red' : undefined}
      />
      <KpiCard label="Due this week" value={String(k.CountDueThisWeek)} />
      <KpiCard label="Approved this month" value={String(k.CountApprovedThisMonth)} />
      <KpiCard label="Disapproved this month" value={String(k.CountDisapprovedThisMonth)} />
      <KpiCard
        label="Days to decide"
        value={k.AverageDaysToDecide === null ? '—' : k.AverageDaysToDecide.toFixed(1)}
      />
    </SimpleGrid>
  );
}

/**
 * The community's architectural requests (spec 3 §2 tickets activity): by status, code, property,
 * overdue, portal source and received range, paged; the decision clock's days left on every row.
 */
export function ArchitecturalTicketsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const [statusId, setStatusId] = useState<string | null>('1');
  const [codeId, setCodeId] = useState<string | null>(null);
  const [propertyId, setPropertyId] = useState<number | null>(null);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [portalOnly, setPortalOnly] = useState(false);
  const paging = useTicketsPaging();
  const { filtered } = paging;
  const filters: ArchitecturalFilters = {
    ...(statusId === null ? {} : { topsStatusId: Number(statusId) }),
    ...(codeId === null ? {} : { topsCodeId: Number(codeId) }),
    ...(propertyId === null ? {} : { propertyAgentId: propertyId }),
    ...(overdueOnly ? { overdueOnly: 'true' as const } : {}),
    ...(portalOnly ? { portalOnly: 'true' as const } : {}),
    ...paging.received,
  };
  const records = useQuery(architecturalTicketsQuery(communityAgentId, filters, paging.page));
  const codes = useQuery(architecturalCodeOptionsQuery(communityAgentId));
  const total = records.data?.TotalCount ?? 0;
  return (
    <>
      <PageHeader
        title="Architectural requests"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={C.Create}>
            <Button
              onClick={() =>
                void go(buildRoute(SiteMap.architecturalRequestAdd, { communityAgentId }))
              }
            >
              Add architectural request
            </Button>
          </MayCall>
        }
      />
      <KpiCards communityAgentId={communityAgentId} />
      {records.isError ? <LoadError error={records.error} /> : null}
      <DataGrid
        aria-label="Architectural requests"
        rows={records.data?.Records ?? []}
        columns={columns}
        rowKey={recordKey}
        rowTestId={(r) => `architectural-request-${String(r.TopsItemId)}`}
        onRowClick={(r) =>
          void go(
            buildRoute(SiteMap.architecturalRequestView, {
              communityAgentId,
              itemId: r.TopsItemId,
            }),
          )
        }
        bar={
          <Group gap="sm" align="flex-end">
            <Select
              size="xs"
              w={130}
              aria-label="Status"
              placeholder="All statuses"
              clearable
              data={statusOptions}
              value={statusId}
              onChange={filtered(setStatusId)}
            />
            <Select
              size="xs"
              aria-label="Code"
              placeholder="All codes"
              clearable
              searchable
              data={codes.data ?? []}
              value={codeId}
              onChange={filtered(setCodeId)}
            />
            <div style={{ width: 260 }}>
              <PropertySelect
                asFilter
                communityAgentId={communityAgentId}
                value={propertyId}
                onChange={filtered(setPropertyId)}
              />
            </div>
            <Checkbox
              size="xs"
              label="Overdue only"
              checked={overdueOnly}
              onChange={(event) => filtered(setOverdueOnly)(event.currentTarget.checked)}
              mb={6}
            />
            <Checkbox
              size="xs"
              label="From the portal"
              checked={portalOnly}
              onChange={(event) => filtered(setPortalOnly)(event.currentTarget.checked)}
              mb={6}
            />
            <ReceivedRangeInputs paging={paging} />
            <Text size="sm" c="dimmed">
              {records.data
                ? `${total.toLocaleString('en-US')} request${total === 1 ? '' : 's'}`
                : ''}
            </Text>
          </Group>
        }
        footer={<TicketsPager paging={paging} total={total} />}
        empty={records.isPending ? 'Loading architectural requests…' : 'No architectural requests.'}
      />
    </>
  );
}

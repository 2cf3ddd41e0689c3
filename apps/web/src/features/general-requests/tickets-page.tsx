import { contract, type GeneralRequest } from '@hoa/contract';
import { GeneralRequestMessages } from '@hoa/domain';
import { Button, Select, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showErrorOr, showSuccess } from '../../app/toasts';
import {
  DataGrid,
  dateColumn,
  nameColumn,
  summaryColumn,
  textColumn,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import { DateText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { RecordsFilterBar } from '../../widgets/records-filter-bar';
import { BatchButtons, type BatchAction } from '../../widgets/batch-buttons';
import type { RowKey } from '../../widgets/data-grid/grid-model';
import { useMayCall } from '../../app/auth/claim-access';
import { ReceivedRangeInputs, TicketsPager, useTicketsPaging } from '../../widgets/tickets-paging';
import { sourceOptions } from './general-request-fields';
import { openGeneralRequestDrawer } from './general-request-drawer';
import { GeneralRequestStateBadge } from './general-request-state-badge';
import {
  generalRequestCodeOptionsQuery,
  generalRequestKpiQuery,
  refreshGeneralRequests,
  ticketsQuery,
  type TicketFilters,
} from './general-requests-queries';

const C = contract.generalRequests;

/** The Close button of an open request, after a confirmation. */
function CloseButton({ request }: { request: GeneralRequest }) {
  const client = useQueryClient();
  const close = useMutation({
    mutationFn: () => api.call(C.Close, { params: { id: request.TopsItemId } }),
    onError: (error) => showErrorOr(error, GeneralRequestMessages.closeFailed),
    onSuccess: async () => {
      showSuccess(`General request #${String(request.TopsItemId)} closed.`);
      await refreshGeneralRequests(client);
    },
  });
  return (
    <MayCall calls={C.Close}>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        aria-label={`Close general request ${String(request.TopsItemId)}`}
        loading={close.isPending}
        onClick={(event) => {
          event.stopPropagation();
          openConfirm({
            title: 'Close general request',
            message: `Close general request #${String(request.TopsItemId)} “${request.Subject}”?`,
            confirmLabel: 'Close request',
            onConfirm: () => close.mutate(),
          });
        }}
      >
        Close
      </Button>
    </MayCall>
  );
}

/** The grid's columns; the number opens the general request drawer. */
const columns: GridColumn<GeneralRequest>[] = [
  summaryColumn(
    'general request',
    (r) => r.TopsItemId,
    (r) => openGeneralRequestDrawer(r.TopsItemId),
  ),
  {
    id: 'state',
    header: 'State',
    width: 90,
    sortValue: (r) => r.State,
    cell: (r) => <GeneralRequestStateBadge state={r.State} />,
  },
  dateColumn('received', 'Received', (r) => r.ReceivedDate),
  textColumn('subject', 'Subject', 240, (r) => r.Subject),
  nameColumn('property', 'Property', 180, (r) => r.PropertyName),
  {
    id: 'source',
    header: 'Source',
    width: 90,
    sortValue: (r) => r.SourceName,
    cell: (r) => r.SourceName,
  },
  nameColumn('code', 'Code', 100, (r) => r.CodeAlias),
  {
    id: 'due',
    header: 'Due',
    width: 110,
    sortValue: (r) => r.DueDate ?? '',
    cell: (r) => <DateText value={r.DueDate} />,
  },
  {
    id: 'actions',
    header: '',
    width: 90,
    cell: (r) => (r.State === 'Open' ? <CloseButton request={r} /> : null),
  },
];
const recordKey = (r: GeneralRequest) => r.TopsItemId;

type StateFilter = 'Open' | 'Closed' | 'all';
const stateFilters = [
  { value: 'Open', label: 'Open' },
  { value: 'Closed', label: 'Closed' },
  { value: 'all', label: 'All' },
] as const satisfies readonly { value: StateFilter; label: string }[];
const requestNoun = { one: 'request', many: 'requests' };

/** The KPI line over the grid: open, overdue, this month's and the mean days to close. */
function KpiLine({ communityAgentId }: { communityAgentId: number }) {
  const kpi = useQuery(generalRequestKpiQuery(communityAgentId));
  const k = kpi.data;
  if (!k) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="general-request-kpi">
      {`Open ${String(k.CountOpen)} · Overdue ${String(k.CountOverdue)} · Received this month ${String(k.CountReceivedThisMonth)} · Closed this month ${String(k.CountClosedThisMonth)} · Days to close ${k.AverageDaysToClose === null ? '—' : String(k.AverageDaysToClose)}`}
    </Text>
  );
}

/** Close selected and Reopen selected (the tickets' batch index): all the ticked requests or none. */
const batchActions: readonly BatchAction<GeneralRequest>[] = [
  {
    call: C.BatchClose,
    label: 'Close selected',
    verb: 'Close',
    takes: (r) => r.State === 'Open',
  },
  {
    call: C.BatchReopen,
    label: 'Reopen selected',
    verb: 'Reopen',
    takes: (r) => r.State === 'Closed',
  },
];

/**
 * The community's general requests: by state, code, source and received range, paged; a user who
 * may change them ticks rows to close or reopen them together (only the ticked rows shown count).
 */
export function TicketsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const [state, setState] = useState<StateFilter>('Open');
  const [codeId, setCodeId] = useState<string | null>(null);
  const [sourceId, setSourceId] = useState<string | null>(null);
  const paging = useTicketsPaging();
  const { filtered } = paging;
  const filters: TicketFilters = {
    ...(state === 'all' ? {} : { state }),
    ...(codeId === null ? {} : { topsCodeId: Number(codeId) }),
    ...(sourceId === null ? {} : { sourceId: Number(sourceId) }),
    ...paging.received,
  };
  const records = useQuery(ticketsQuery(communityAgentId, filters, paging.page));
  const client = useQueryClient();
  const mayChange = useMayCall(C.BatchClose);
  const [ticked, setTicked] = useState<ReadonlySet<RowKey>>(new Set());
  const rows = records.data?.Records ?? [];
  const selected = rows.filter((r) => ticked.has(r.TopsItemId));
  const codes = useQuery(generalRequestCodeOptionsQuery(communityAgentId));
  const total = records.data?.TotalCount ?? 0;
  return (
    <>
      <PageHeader
        title="General requests"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={C.Create}>
            <Button
              onClick={() => void go(buildRoute(SiteMap.generalRequestAdd, { communityAgentId }))}
            >
              Add general request
            </Button>
          </MayCall>
        }
      />
      <KpiLine communityAgentId={communityAgentId} />
      {records.isError ? <LoadError error={records.error} /> : null}
      <DataGrid
        aria-label="General requests"
        rows={rows}
        columns={columns}
        rowKey={recordKey}
        selection={
          mayChange
            ? {
                selected: ticked,
                onChange: setTicked,
                rowLabel: (r) => `Select general request ${String(r.TopsItemId)}`,
                allLabel: 'Select every general request on this page',
              }
            : undefined
        }
        rowTestId={(r) => `general-request-${String(r.TopsItemId)}`}
        onRowClick={(r) =>
          void go(buildRoute(SiteMap.ticketView, { communityAgentId, itemId: r.TopsItemId }))
        }
        bar={
          <RecordsFilterBar
            stateLabel="Which general requests"
            states={stateFilters}
            state={state}
            onStateChange={filtered(setState)}
            codes={codes.data}
            codeId={codeId}
            onCodeChange={filtered(setCodeId)}
            total={records.data?.TotalCount}
            noun={requestNoun}
          >
            <Select
              size="xs"
              aria-label="Source"
              placeholder="All sources"
              clearable
              data={sourceOptions}
              value={sourceId}
              onChange={filtered(setSourceId)}
            />
            <ReceivedRangeInputs paging={paging} />
            <BatchButtons
              actions={batchActions}
              selected={selected}
              idOf={recordKey}
              noun={requestNoun}
              onDone={async () => {
                setTicked(new Set());
                await refreshGeneralRequests(client);
              }}
            />
          </RecordsFilterBar>
        }
        footer={<TicketsPager paging={paging} total={total} />}
        empty={records.isPending ? 'Loading general requests…' : 'No general requests.'}
      />
    </>
  );
}

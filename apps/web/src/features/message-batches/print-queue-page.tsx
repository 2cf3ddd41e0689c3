import { contract, PrintOrderStates, type PrintOrder, type PrintOrderState } from '@hoa/contract';
import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { mailroomOptionName } from '../templates/index';
import {
  batchesKey,
  downloadPrintFile,
  orderStateQuery,
  printQueuePageSize,
  printQueueQuery,
} from './batch-queries';

const stateColors: Record<string, string> = {
  Queued: 'gray',
  Submitted: 'blue',
  Printed: 'grape',
  Mailed: 'green',
  Failed: 'red',
};

/** The print options of an order in a few words: 'B&W · 2-sided · Certified · Envelope'. */
function printOptions(order: PrintOrder): string {
  return [
    order.IsColor ? 'Colour' : 'B&W',
    order.IsDoubleSided ? '2-sided' : '1-sided',
    mailroomOptionName(order.MailroomDeliveryOption),
    ...(order.IncludeReturnEnvelope
      ? [order.PrepaidReturnPostage ? 'Envelope (prepaid)' : 'Envelope']
      : []),
  ].join(' · ');
}

const count = (n: number) => n.toLocaleString('en-US');

/** Downloads the order's merged PDF and asks the vendor for its state, beside each order. */
function OrderActions({ order }: { order: PrintOrder }) {
  const client = useQueryClient();
  const download = useMutation({ mutationFn: () => downloadPrintFile(order.BatchItemId) });
  const refresh = useMutation({
    mutationFn: () => client.fetchQuery({ ...orderStateQuery(order.BatchItemId), staleTime: 0 }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...batchesKey, 'print-queue'] }),
  });
  return (
    <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
      <MayCall calls={contract.messageBatches.DownloadPrintFile}>
        <Button
          size="compact-xs"
          variant="subtle"
          title="Download the print file (PDF)"
          aria-label={`Print file of order ${order.OrderNumber ?? String(order.PrintOrderId)}`}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          PDF
        </Button>
      </MayCall>
      {order.OrderNumber ? (
        <Button
          size="compact-xs"
          variant="subtle"
          title="Read the order’s state from the print vendor"
          aria-label={`Refresh the state of order ${order.OrderNumber}`}
          loading={refresh.isPending}
          onClick={() => refresh.mutate()}
        >
          Refresh
        </Button>
      ) : null}
    </Group>
  );
}

const columns: GridColumn<PrintOrder>[] = [
  {
    id: 'order',
    header: 'Order',
    width: 120,
    sortValue: (o) => o.OrderNumber ?? '',
    cell: (o) => o.OrderNumber ?? 'Not submitted',
  },
  {
    id: 'state',
    header: 'State',
    width: 110,
    sortValue: (o) => o.OrderState,
    cell: (o) => (
      <Badge
        size="sm"
        variant="light"
        color={stateColors[o.OrderState] ?? 'blue'}
        title={o.OrderStateAt ? `As of ${new Date(o.OrderStateAt).toLocaleString('en-US')}` : ''}
      >
        {o.OrderState}
      </Badge>
    ),
  },
  {
    id: 'community',
    header: 'Community',
    width: 170,
    sortValue: (o) => o.CommunityName,
    cell: (o) => o.CommunityName,
  },
  {
    id: 'batch',
    header: 'Batch',
    width: 220,
    sortValue: (o) => o.Subject,
    cell: (o) => (
      <Text size="sm" truncate title={`${o.TemplateName}: ${o.Subject}`}>
        {o.BatchItemId} · {o.Subject}
      </Text>
    ),
  },
  {
    id: 'letters',
    header: 'Letters',
    width: 80,
    align: 'right',
    sortValue: (o) => o.Letters,
    cell: (o) => count(o.Letters),
  },
  {
    id: 'pages',
    header: 'Pages',
    width: 80,
    align: 'right',
    sortValue: (o) => o.Pages,
    cell: (o) => count(o.Pages),
  },
  { id: 'options', header: 'Options', width: 190, cell: printOptions },
  {
    id: 'created',
    header: 'Queued',
    width: 160,
    sortValue: (o) => o.CreatedAt,
    cell: (o) => <DateTimeText value={o.CreatedAt} />,
  },
  { id: 'actions', header: '', width: 130, cell: (o) => <OrderActions order={o} /> },
];
const orderKey = (o: PrintOrder) => o.PrintOrderId;

/**
 * The print queue (issue 19): every merged print file handed to the print and mail vendor, for
 * all the caller's communities, with the state the vendor last reported; a row opens its batch.
 */
export function PrintQueuePage() {
  const go = useGo();
  const [state, setState] = useState<PrintOrderState | null>(null);
  const [page, setPage] = useState(1);
  const orders = useQuery(printQueueQuery(state, page));
  const total = orders.data?.TotalCount ?? 0;
  const open = (o: PrintOrder) =>
    void go(
      buildRoute(SiteMap.messageBatchReview, {
        communityAgentId: o.CommunityAgentId,
        messageBatchItemId: o.BatchItemId,
      }),
    );
  return (
    <>
      <PageHeader title="Print queue" subtitle="Letters handed to the print and mail vendor" />
      {orders.isError ? <LoadError error={orders.error} /> : null}
      <DataGrid
        aria-label="Print orders"
        rows={orders.data?.Orders ?? []}
        columns={columns}
        rowKey={orderKey}
        rowTestId={(o) => `print-order-${String(o.PrintOrderId)}`}
        onRowClick={open}
        bar={
          <Group gap="sm">
            <Select
              size="xs"
              w={160}
              label="State"
              placeholder="Every state"
              clearable
              data={[...PrintOrderStates]}
              value={state}
              onChange={(value) => {
                setState(value as PrintOrderState | null);
                setPage(1);
              }}
            />
            <Text size="sm" c="dimmed">
              {orders.data ? `${count(total)} order${total === 1 ? '' : 's'}` : ''}
            </Text>
          </Group>
        }
        footer={
          <GridPager
            pages={Math.ceil(total / printQueuePageSize)}
            page={page}
            onChange={setPage}
            size="sm"
          />
        }
        empty={orders.isPending ? 'Loading the print queue…' : 'No print orders yet.'}
      />
    </>
  );
}

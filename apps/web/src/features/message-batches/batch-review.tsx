import { contract, type MessageBatchHeader, type ResponseOf } from '@hoa/contract';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useGo } from '../../app/navigation';
import { useRememberRecent } from '../../app/recent-records';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { BatchHeaderFacts, SendingProgress } from './batch-parts';
import {
  certifiedQuery,
  downloadPrintFile,
  feedQuery,
  headerQuery,
  isSending,
  orderStateQuery,
} from './batch-queries';
import { CommunicationsGrid } from './communications-grid';

/**
 * The review of a released batch: its header with counts and release time, the print order and
 * its state at the print vendor, the print file, the certified tracking numbers of a certified
 * order, and every piece it sent. While the release is still at work its progress shows.
 */
export function BatchReview({
  communityAgentId,
  messageBatchItemId,
  subtitle,
}: {
  communityAgentId: number;
  messageBatchItemId: number;
  subtitle?: string;
}) {
  const go = useGo();
  const header = useQuery(headerQuery(messageBatchItemId));
  const loaded = header.data;
  useRememberRecent(
    loaded
      ? {
          label: `Message batch #${String(loaded.TopsItemId)}: ${loaded.Subject}`,
          kind: 'Transaction',
        }
      : null,
  );
  if (header.isError) return <LoadError error={header.error} />;
  const data = header.data;
  if (!data) return <PageLoader />;
  const printFile = data.PrintOrder !== null && data.PrintRecipients > 0;
  return (
    <>
      <PageHeader
        title={`Message batch ${String(messageBatchItemId)}`}
        subtitle={subtitle ?? data.CommunityName}
        actions={printFile ? <PrintFileButton messageBatchItemId={messageBatchItemId} /> : null}
      />
      {data.IsEditable ? (
        <Alert color="yellow" variant="light" mb="sm" title="Not released yet">
          <Group justify="space-between">
            <Text size="sm">This batch is still being prepared.</Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() =>
                void go(
                  buildRoute(SiteMap.messageBatchEditor, { communityAgentId, messageBatchItemId }),
                )
              }
            >
              Open the editor
            </Button>
          </Group>
        </Alert>
      ) : null}
      <BatchHeaderFacts header={data}>
        <Fact label="Released">
          {data.ReleasedAt ? <DateTimeText value={data.ReleasedAt} /> : '—'}
        </Fact>
        {data.PrintOrder ? <PrintOrderFacts header={data} /> : null}
      </BatchHeaderFacts>
      {isSending(data) || data.ReleaseError ? <SendingProgress header={data} /> : null}
      <Stack gap="sm">
        {data.PrintOrder?.OrderNumber ? (
          <CertifiedDetails
            messageBatchItemId={messageBatchItemId}
            orderNumber={data.PrintOrder.OrderNumber}
          />
        ) : null}
        <CommunicationsGrid of={{ parentItemId: messageBatchItemId }} />
      </Stack>
    </>
  );
}

function PrintFileButton({ messageBatchItemId }: { messageBatchItemId: number }) {
  const download = useMutation({ mutationFn: () => downloadPrintFile(messageBatchItemId) });
  return (
    <MayCall calls={contract.messageBatches.DownloadPrintFile}>
      <Button loading={download.isPending} onClick={() => download.mutate()}>
        Print file
      </Button>
    </MayCall>
  );
}

/** The print order: its number and state as the print vendor last reported it. */
function PrintOrderFacts({ header }: { header: MessageBatchHeader }) {
  const order = header.PrintOrder;
  const state = useQuery(orderStateQuery(header.TopsItemId));
  if (!order) return null;
  return (
    <>
      <Fact label="Print order">
        <span aria-label="Print order">
          {state.data?.OrderNumber ?? order.OrderNumber ?? 'Not submitted'} ·{' '}
          {state.data?.OrderState ?? order.OrderState}
          {state.data?.OrderStateAt ? (
            <Text span size="xs" c="dimmed">
              {' '}
              (<DateTimeText value={state.data.OrderStateAt} />)
            </Text>
          ) : null}
        </span>
      </Fact>
      <Fact label="Letters and pages">
        {order.Letters.toLocaleString('en-US')} letters, {order.Pages.toLocaleString('en-US')} pages
      </Fact>
    </>
  );
}

type CertifiedRow = ResponseOf<typeof contract.printVendor.GetCertifiedOrderDetails>[number];
const certifiedKey = (r: CertifiedRow) => `${r.TrackingNumber}-${r.Name}`;
const certifiedColumns: GridColumn<CertifiedRow>[] = [
  { id: 'name', header: 'Recipient', width: 240, sortValue: (r) => r.Name, cell: (r) => r.Name },
  {
    id: 'tracking',
    header: 'Tracking number',
    width: 260,
    cell: (r) => (
      <Text span ff="monospace" size="sm">
        {r.TrackingNumber}
      </Text>
    ),
  },
];

/**
 * The certified tracking numbers of the order, when the batch went certified (its feed has
 * certified pieces).
 */
function CertifiedDetails({
  messageBatchItemId,
  orderNumber,
}: {
  messageBatchItemId: number;
  orderNumber: string;
}) {
  const feed = useQuery(feedQuery(messageBatchItemId, 1));
  const certified = (feed.data?.Communications ?? []).some((c) => c.Channel === 'Certified');
  const details = useQuery(certifiedQuery(certified ? orderNumber : null));
  if (!certified) return null;
  return (
    <Paper withBorder p="sm" aria-label="Certified details">
      <Text size="sm" fw={600} mb={4}>
        Certified mail, order {orderNumber}
      </Text>
      {details.isError ? <LoadError error={details.error} /> : null}
      <DataGrid
        aria-label="Certified tracking numbers"
        rows={details.data ?? []}
        columns={certifiedColumns}
        rowKey={certifiedKey}
        maxHeight={220}
        empty={
          details.isPending
            ? 'Loading tracking numbers…'
            : 'The vendor has not reported tracking numbers yet.'
        }
      />
    </Paper>
  );
}

import { contract, type ResponseOf } from '@hoa/contract';
import { messageBatchOpensEditor } from '@hoa/domain';
import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { BatchStatusBadge } from './batch-parts';
import { batchesPageSize, batchesQuery, deliveryMethodName } from './batch-queries';

type BatchRow = ResponseOf<typeof contract.messageBatches.GetMessageBatches>['Batches'][number];

const columns: GridColumn<BatchRow>[] = [
  {
    id: 'number',
    header: 'Batch',
    width: 80,
    sortValue: (b) => b.TopsItemId,
    cell: (b) => b.TopsItemId,
  },
  {
    id: 'status',
    header: 'Status',
    width: 110,
    sortValue: (b) => b.StatusName,
    cell: (b) => <BatchStatusBadge statusId={b.TopsStatusId} name={b.StatusName} />,
  },
  {
    id: 'template',
    header: 'Template',
    width: 200,
    sortValue: (b) => b.TemplateName,
    cell: (b) => b.TemplateName,
  },
  {
    id: 'subject',
    header: 'Subject',
    width: 260,
    cell: (b) => (
      <Text size="sm" truncate title={b.Subject}>
        {b.Subject}
      </Text>
    ),
  },
  {
    id: 'delivery',
    header: 'Delivery',
    width: 90,
    sortValue: (b) => b.DeliveryMethodId,
    cell: (b) => deliveryMethodName(b.DeliveryMethodId),
  },
  {
    id: 'recipients',
    header: 'Recipients',
    width: 100,
    align: 'right',
    sortValue: (b) => b.Recipients,
    cell: (b) => b.Recipients.toLocaleString('en-US'),
  },
  {
    id: 'created',
    header: 'Created',
    width: 160,
    sortValue: (b) => b.CreatedAt,
    cell: (b) => <DateTimeText value={b.CreatedAt} />,
  },
  {
    id: 'released',
    header: 'Released',
    width: 160,
    sortValue: (b) => b.ReleasedAt ?? '',
    cell: (b) => <DateTimeText value={b.ReleasedAt} />,
  },
];
const batchKey = (b: BatchRow) => b.TopsItemId;

/**
 * Message batches of the community, newest first: a batch being edited (Incomplete, Updated)
 * opens its editor, a released one its review.
 */
export function MessageBatchesPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const [page, setPage] = useState(1);
  const batches = useQuery(batchesQuery(communityAgentId, page));
  const total = batches.data?.TotalCount ?? 0;
  const open = (b: BatchRow) =>
    void go(
      buildRoute(
        messageBatchOpensEditor(b.TopsStatusId)
          ? SiteMap.messageBatchEditor
          : SiteMap.messageBatchReview,
        { communityAgentId, messageBatchItemId: b.TopsItemId },
      ),
    );
  return (
    <>
      <PageHeader
        title="Message batches"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={contract.messageBatches.AccrueMessageBatch}>
            <Button
              onClick={() => void go(buildRoute(SiteMap.messageBatchNew, { communityAgentId }))}
            >
              New message batch
            </Button>
          </MayCall>
        }
      />
      {batches.isError ? <LoadError error={batches.error} /> : null}
      <DataGrid
        aria-label="Message batches"
        rows={batches.data?.Batches ?? []}
        columns={columns}
        rowKey={batchKey}
        rowTestId={(b) => `batch-${String(b.TopsItemId)}`}
        onRowClick={open}
        bar={
          <Text size="sm" c="dimmed">
            {batches.data ? `${total.toLocaleString('en-US')} batch${total === 1 ? '' : 'es'}` : ''}
          </Text>
        }
        footer={
          <GridPager
            pages={Math.ceil(total / batchesPageSize)}
            page={page}
            onChange={setPage}
            size="sm"
          />
        }
        empty={batches.isPending ? 'Loading message batches…' : 'No message batches yet.'}
      />
    </>
  );
}

import { contract, type CcrBatch } from '@hoa/contract';
import { Badge, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import {
  countColumn,
  DataGrid,
  dateColumn,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { batchesQuery } from './ccr-batch-queries';

const columns: GridColumn<CcrBatch>[] = [
  dateColumn('inspected', 'Inspected', (b) => b.InspectedOn),
  { id: 'name', header: 'Name', sortValue: (b) => b.Name, cell: (b) => b.Name || '—' },
  {
    id: 'state',
    header: 'State',
    width: 100,
    sortValue: (b) => b.State,
    cell: (b) => (
      <Badge variant="light" color={b.State === 'Draft' ? 'orange' : 'green'}>
        {b.State}
      </Badge>
    ),
  },
  countColumn('entries', 'Entries', (b) => b.EntryCount),
  countColumn('photos', 'Photos', (b) => b.PhotoCount),
  {
    id: 'by',
    header: 'By',
    width: 150,
    sortValue: (b) => b.CreatedByName,
    cell: (b) => b.CreatedByName ?? '—',
  },
  {
    id: 'accrued',
    header: 'Accrued',
    width: 170,
    sortValue: (b) => b.AccruedAt,
    cell: (b) => <DateTimeText value={b.AccruedAt} />,
  },
];
const batchKey = (b: CcrBatch) => b.CcrBatchId;

/** Batch index (spec 3 §2 'Violations'): the community's inspection batches, newest first. */
export function BatchIndexPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const batches = useQuery(batchesQuery(communityAgentId));
  return (
    <>
      <PageHeader
        title="Inspections"
        subtitle={community.DisplayName}
        actions={
          <MayCall calls={contract.ccrBatches.AddCcrBatch}>
            <Button onClick={() => void go(buildRoute(SiteMap.ccrBatchAdd, { communityAgentId }))}>
              New inspection
            </Button>
          </MayCall>
        }
      />
      {batches.error ? <LoadError error={batches.error} /> : null}
      <DataGrid
        aria-label="Inspection batches"
        rows={batches.data ?? []}
        columns={columns}
        rowKey={batchKey}
        empty={batches.isPending ? 'Loading…' : 'No inspection yet.'}
        onRowClick={(b) =>
          void go(
            buildRoute(SiteMap.ccrBatchReview, { communityAgentId, ccrBatchId: b.CcrBatchId }),
          )
        }
      />
    </>
  );
}

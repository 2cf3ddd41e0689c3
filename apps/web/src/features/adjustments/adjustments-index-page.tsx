import { contract, type ResponseOf } from '@hoa/contract';
import {
  AdjustmentTypeNames,
  formatDate,
  hasAccess,
  NewAdjustmentTxnTypeIds,
  StatusId,
} from '@hoa/domain';
import { Anchor, Button, Menu, SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { GridPager } from '../../widgets/grid-pager';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { adjustmentRoute, adjustmentsQuery } from './adjustment-queries';
import { ImportExternalChargesModal } from './import-external-charges-modal';
import { MayCall } from '../../widgets/may-call';

const pageSize = 25;
type StatusFilter = 'all' | 'review' | 'posted';
const statusOf: Record<StatusFilter, number | undefined> = {
  all: undefined,
  review: StatusId.Accrued,
  posted: StatusId.Posted,
};

/** /adjustments — the community's adjustments; new ones by transaction type, batch, import. */
export function AdjustmentsIndexPage() {
  const go = useGo();
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const claims = useSession().data?.Claims ?? [];
  const canCreate = hasAccess(claims, 'arapplycharges', 'create');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [importing, setImporting] = useState(false);
  const list = useQuery(
    adjustmentsQuery({
      communityAgentId,
      statusId: statusOf[status],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
  );
  const columns = useMemo(() => adjustmentColumns(communityAgentId), [communityAgentId]);
  return (
    <>
      <PageHeader
        title="Adjustments"
        subtitle={community.DisplayName}
        actions={
          canCreate ? (
            <>
              <MayCall calls={contract.adjustments.PostImportedExternalCharges}>
                <Button variant="default" onClick={() => setImporting(true)}>
                  Import external charges
                </Button>
              </MayCall>
              <Button
                variant="default"
                onClick={() => void go(buildRoute(SiteMap.batchAdjustments, { communityAgentId }))}
              >
                Batch adjustments
              </Button>
              <MayCall calls={contract.adjustments.SaveAdjustment}>
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button>New adjustment</Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {NewAdjustmentTxnTypeIds.map((txnTypeId) => (
                      <Menu.Item
                        key={txnTypeId}
                        onClick={() =>
                          void go(
                            buildRoute(SiteMap.adjustmentNew, { communityAgentId, txnTypeId }),
                          )
                        }
                      >
                        {AdjustmentTypeNames[txnTypeId]}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              </MayCall>
            </>
          ) : null
        }
      />
      <SegmentedControl
        mb="sm"
        size="xs"
        aria-label="Status"
        value={status}
        onChange={(value) => {
          setStatus(value as StatusFilter);
          setPage(1);
        }}
        data={[
          { value: 'all', label: 'All' },
          { value: 'review', label: 'To review' },
          { value: 'posted', label: 'Posted' },
        ]}
      />
      {list.data ? (
        <DataGrid
          aria-label="Adjustments"
          rows={list.data.Items}
          columns={columns}
          rowKey={adjustmentKey}
          empty="No adjustments yet."
          footer={
            <GridPager
              pages={Math.ceil(list.data.TotalCount / pageSize)}
              page={page}
              onChange={setPage}
              justify="flex-start"
            />
          }
        />
      ) : list.isError ? (
        <LoadError error={list.error} />
      ) : (
        <PageLoader />
      )}
      <ImportExternalChargesModal
        communityAgentId={communityAgentId}
        opened={importing}
        onClose={() => setImporting(false)}
      />
    </>
  );
}

type AdjustmentItem = ResponseOf<typeof contract.adjustments.GetAdjustments>['Items'][number];

const adjustmentKey = (item: AdjustmentItem) => item.TopsItemId;

function adjustmentColumns(communityAgentId: number): GridColumn<AdjustmentItem>[] {
  return [
    {
      id: 'date',
      header: 'Post date',
      width: 110,
      cell: (item) => (
        <Anchor
          size="sm"
          href={`#${adjustmentRoute(communityAgentId, item)}`}
          aria-label={`Adjustment ${item.TopsItemId}`}
        >
          {formatDate(item.PostDate)}
        </Anchor>
      ),
    },
    { id: 'type', header: 'Type', width: 150, cell: (item) => item.TxnTypeName },
    {
      id: 'owner',
      header: 'Owner',
      width: 200,
      cell: (item) => item.OwnerName ?? `${item.OwnerCount} owners`,
    },
    { id: 'description', header: 'Description', width: 240, cell: (item) => item.Description },
    { id: 'status', header: 'Status', width: 100, cell: (item) => item.StatusName },
    moneyColumn('amount', 'Amount', (item) => item.TotalAmount, 120),
  ];
}

import { contract } from '@hoa/contract';
import {
  AdjustmentTypeNames,
  formatCents,
  formatDate,
  hasAccess,
  NewAdjustmentTxnTypeIds,
  StatusId,
} from '@hoa/domain';
import { Anchor, Button, Menu, Pagination, SegmentedControl, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/auth/session';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { EmptyRow } from '../../widgets/empty-row';
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
        <>
          <Table striped highlightOnHover aria-label="Adjustments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Post date</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.Items.length === 0 ? (
                <EmptyRow colSpan={6}>No adjustments yet.</EmptyRow>
              ) : (
                list.data.Items.map((item) => (
                  <Table.Tr key={item.TopsItemId}>
                    <Table.Td>
                      <Anchor
                        href={`#${adjustmentRoute(communityAgentId, item)}`}
                        aria-label={`Adjustment ${item.TopsItemId}`}
                      >
                        {formatDate(item.PostDate)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{item.TxnTypeName}</Table.Td>
                    <Table.Td>{item.OwnerName ?? `${item.OwnerCount} owners`}</Table.Td>
                    <Table.Td>{item.Description}</Table.Td>
                    <Table.Td>{item.StatusName}</Table.Td>
                    <Table.Td ta="right">{formatCents(item.TotalAmount)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
          {list.data.TotalCount > pageSize ? (
            <Pagination
              mt="sm"
              total={Math.ceil(list.data.TotalCount / pageSize)}
              value={page}
              onChange={setPage}
            />
          ) : null}
        </>
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

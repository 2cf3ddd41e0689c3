import { contract } from '@hoa/contract';
import { formatCents, formatDate, StatusId } from '@hoa/domain';
import { Badge, Button, Group, Pagination, SegmentedControl, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { cashReceiptsQuery, receiptRoute, receiptsPageSize, statusLabel } from './receipt-queries';

const filters = [
  { value: 'all', label: 'All' },
  { value: String(StatusId.Accrued), label: 'Accrued' },
  { value: String(StatusId.Posted), label: 'Posted' },
];

/** Owner payments and cash receipts: the community's receipts, backouts and NSFs, newest first. */
export function CashReceiptsPage() {
  const community = useCurrentCommunity();
  const communityAgentId = community.CommunityAgentId;
  const go = useGo();
  const [filter, setFilter] = useState('all');
  const [page, setPage] = useState(1);
  const statusId = filter === 'all' ? null : Number(filter);
  const list = useQuery(cashReceiptsQuery(communityAgentId, statusId, page));
  const to = (pattern: string) => () => void go(buildRoute(pattern, { communityAgentId }));
  const rows = list.data?.Rows ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.TotalCount ?? 0) / receiptsPageSize));
  return (
    <>
      <PageHeader
        title="Cash receipts"
        subtitle={community.DisplayName}
        actions={
          <>
            <Button variant="default" onClick={to(SiteMap.paymentPriority)}>
              Payment priority
            </Button>
            <Button variant="default" onClick={to(SiteMap.miscCashReceipt)}>
              Miscellaneous cash receipt
            </Button>
            <MayCall calls={contract.cashReceipts.AddCashReceipt}>
              <Button onClick={to(SiteMap.cashReceiptAdd)}>Add cash receipt</Button>
            </MayCall>
          </>
        }
      />
      <SegmentedControl
        data={filters}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
        mb="sm"
        aria-label="Status"
      />
      {list.isError ? <LoadError error={list.error} /> : null}
      <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label="Cash receipts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Account</Table.Th>
            <Table.Th>Received from</Table.Th>
            <Table.Th>Check</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !list.isPending ? (
            <EmptyRow colSpan={7}>No cash receipts yet.</EmptyRow>
          ) : null}
          {rows.map((row) => (
            <Table.Tr
              key={row.TopsItemId}
              style={{ cursor: 'pointer' }}
              onClick={() => void go(receiptRoute(communityAgentId, row))}
            >
              <Table.Td>{formatDate(row.EventDate)}</Table.Td>
              <Table.Td>{row.TxnTypeName}</Table.Td>
              <Table.Td>{row.AccountNumber ?? ''}</Table.Td>
              <Table.Td>{row.OwnerName}</Table.Td>
              <Table.Td>{row.CheckNumber ?? ''}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={row.TopsStatusId === StatusId.Accrued ? 'yellow' : 'green'}
                >
                  {statusLabel(row.TopsStatusId)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{formatCents(row.Amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 ? (
        <Group justify="center" mt="sm">
          <Pagination total={pages} value={page} onChange={setPage} />
        </Group>
      ) : null}
    </>
  );
}

import { contract, type CashReceiptRow } from '@hoa/contract';
import { formatDate, StatusId } from '@hoa/domain';
import { Badge, Button, Group, Pagination, SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentCommunity } from '../../app/community/current-community';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
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
      <DataGrid
        aria-label="Cash receipts"
        rows={rows}
        columns={receiptColumns}
        rowKey={receiptKey}
        onRowClick={(row) => void go(receiptRoute(communityAgentId, row))}
        empty={list.isPending ? 'Loading…' : 'No cash receipts yet.'}
        footer={
          pages > 1 ? (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          ) : null
        }
      />
    </>
  );
}

const receiptKey = (row: CashReceiptRow) => row.TopsItemId;

const receiptColumns: GridColumn<CashReceiptRow>[] = [
  { id: 'date', header: 'Date', width: 100, cell: (row) => formatDate(row.EventDate) },
  { id: 'type', header: 'Type', width: 150, cell: (row) => row.TxnTypeName },
  { id: 'account', header: 'Account', width: 100, cell: (row) => row.AccountNumber ?? '' },
  { id: 'from', header: 'Received from', width: 220, cell: (row) => row.OwnerName },
  { id: 'check', header: 'Check', width: 90, cell: (row) => row.CheckNumber ?? '' },
  {
    id: 'status',
    header: 'Status',
    width: 100,
    cell: (row) => (
      <Badge variant="light" color={row.TopsStatusId === StatusId.Accrued ? 'yellow' : 'green'}>
        {statusLabel(row.TopsStatusId)}
      </Badge>
    ),
  },
  moneyColumn('amount', 'Amount', (row) => row.Amount, 120),
];

import type { LockboxBatchSummary } from '@hoa/contract';
import { formatCents, formatDate, StatusId } from '@hoa/domain';
import { Badge } from '@mantine/core';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';

/** Lockbox batches: unposted ones to review, or the history. */
export function BatchTable({
  batches,
  empty,
  label,
  onOpen,
}: {
  batches: LockboxBatchSummary[];
  empty: string;
  label: string;
  onOpen: (id: number) => void;
}) {
  return (
    <DataGrid
      aria-label={label}
      rows={batches}
      columns={batchColumns}
      rowKey={batchId}
      empty={empty}
      onRowClick={(b) => onOpen(b.LockboxBatchId)}
    />
  );
}

const batchId = (b: LockboxBatchSummary) => b.LockboxBatchId;

const batchColumns: GridColumn<LockboxBatchSummary>[] = [
  {
    id: 'date',
    header: 'Deposit date',
    width: 110,
    cell: (b) => formatDate(b.DepositDate),
    sortValue: (b) => b.DepositDate,
  },
  { id: 'file', header: 'File', width: 200, cell: (b) => b.FileName, sortValue: (b) => b.FileName },
  { id: 'bank', header: 'Bank account', width: 180, cell: (b) => b.BankAccountName },
  { id: 'payments', header: 'Payments', width: 90, align: 'right', cell: (b) => b.PaymentCount },
  {
    id: 'exceptions',
    header: 'Exceptions',
    width: 90,
    align: 'right',
    cell: (b) =>
      b.ExceptionCount > 0 ? (
        <Badge color="red" variant="light">
          {b.ExceptionCount}
        </Badge>
      ) : (
        0
      ),
  },
  {
    id: 'status',
    header: 'Status',
    width: 100,
    cell: (b) => (
      <Badge variant="light" color={b.TopsStatusId === StatusId.Posted ? 'green' : 'yellow'}>
        {b.TopsStatusId === StatusId.Posted ? 'Posted' : 'Unposted'}
      </Badge>
    ),
  },
  {
    id: 'total',
    header: 'Total',
    width: 120,
    money: true,
    cell: (b) => formatCents(b.Total),
    sortValue: (b) => b.Total,
  },
];

import type { LockboxBatchSummary } from '@hoa/contract';
import { formatCents, formatDate, StatusId } from '@hoa/domain';
import { Badge, Table } from '@mantine/core';
import { EmptyRow } from '../../widgets/empty-row';

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
    <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Deposit date</Table.Th>
          <Table.Th>File</Table.Th>
          <Table.Th>Bank account</Table.Th>
          <Table.Th ta="right">Payments</Table.Th>
          <Table.Th ta="right">Exceptions</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {batches.length === 0 ? <EmptyRow colSpan={7}>{empty}</EmptyRow> : null}
        {batches.map((b) => (
          <Table.Tr
            key={b.LockboxBatchId}
            style={{ cursor: 'pointer' }}
            onClick={() => onOpen(b.LockboxBatchId)}
          >
            <Table.Td>{formatDate(b.DepositDate)}</Table.Td>
            <Table.Td>{b.FileName}</Table.Td>
            <Table.Td>{b.BankAccountName}</Table.Td>
            <Table.Td ta="right">{b.PaymentCount}</Table.Td>
            <Table.Td ta="right">
              {b.ExceptionCount > 0 ? (
                <Badge color="red" variant="light">
                  {b.ExceptionCount}
                </Badge>
              ) : (
                0
              )}
            </Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                color={b.TopsStatusId === StatusId.Posted ? 'green' : 'yellow'}
              >
                {b.TopsStatusId === StatusId.Posted ? 'Posted' : 'Unposted'}
              </Badge>
            </Table.Td>
            <Table.Td ta="right">{formatCents(b.Total)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

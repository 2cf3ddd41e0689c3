import type { AdjustmentOwner } from '@hoa/contract';
import { BatchOwnerPageButtons, BatchOwnerPageSize, formatCents } from '@hoa/domain';
import { Group, Pagination, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyRow } from '../../widgets/empty-row';
import { MoneyInput } from '../../widgets/money-input';

interface BatchOwnerGridProps {
  owners: readonly AdjustmentOwner[];
  /** The amount of each owner (cents) from the mode and amount method. */
  amountOf: (owner: AdjustmentOwner) => number;
  /** Edit each owner: the amount is typed per row. */
  editable: boolean;
  onEdit: (propertyId: number, cents: number) => void;
}

/** The batch owner grid: 100 owners a page (spec 3 §9), amounts in dollars with 2 decimals. */
export function BatchOwnerGrid({ owners, amountOf, editable, onEdit }: BatchOwnerGridProps) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(owners.length / BatchOwnerPageSize));
  const shown = owners.slice((page - 1) * BatchOwnerPageSize, page * BatchOwnerPageSize);
  const total = owners.reduce((sum, owner) => sum + amountOf(owner), 0);
  return (
    <>
      <Table striped aria-label="Batch owners" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th>Lot</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th ta="right">Current balance</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.length === 0 ? (
            <EmptyRow colSpan={6}>No owners match the selection.</EmptyRow>
          ) : (
            shown.map((owner) => (
              <Table.Tr key={owner.PropertyId}>
                <Table.Td>{owner.AccountNumber}</Table.Td>
                <Table.Td>{owner.LotNumber}</Table.Td>
                <Table.Td>{owner.Address}</Table.Td>
                <Table.Td>{owner.OwnerName}</Table.Td>
                <Table.Td ta="right">{formatCents(owner.CurrentBalance)}</Table.Td>
                <Table.Td ta="right" w={150}>
                  {editable ? (
                    <MoneyInput
                      size="xs"
                      aria-label={`Amount for ${owner.OwnerName}`}
                      value={amountOf(owner)}
                      onChange={(cents) => onEdit(owner.PropertyId, cents ?? 0)}
                    />
                  ) : (
                    formatCents(amountOf(owner))
                  )}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="xs">
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={setPage}
          siblings={Math.floor((BatchOwnerPageButtons - 3) / 2)}
        />
        <Text size="sm" fw={600}>{`${owners.length} owners · total ${formatCents(total)}`}</Text>
      </Group>
    </>
  );
}

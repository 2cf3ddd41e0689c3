import type { AdjustmentOwner } from '@hoa/contract';
import { BatchOwnerPageButtons, BatchOwnerPageSize, formatCents } from '@hoa/domain';
import { Group, Pagination, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { MoneyInput } from '../../widgets/money-input';

interface BatchOwnerGridProps {
  owners: readonly AdjustmentOwner[];
  /** The amount of each owner (cents) from the mode and amount method. */
  amountOf: (owner: AdjustmentOwner) => number;
  /** Edit each owner: the amount is typed per row. */
  editable: boolean;
  onEdit: (propertyId: number, cents: number) => void;
}

/** An owner of the page shown with the amount the batch gives it. */
interface OwnerRow {
  owner: AdjustmentOwner;
  amount: number;
}

/** The batch owner grid: 100 owners a page (spec 3 §9), amounts in dollars with 2 decimals. */
export function BatchOwnerGrid({ owners, amountOf, editable, onEdit }: BatchOwnerGridProps) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(owners.length / BatchOwnerPageSize));
  const shown = owners.slice((page - 1) * BatchOwnerPageSize, page * BatchOwnerPageSize);
  const total = owners.reduce((sum, owner) => sum + amountOf(owner), 0);
  const rows = shown.map((owner): OwnerRow => ({ owner, amount: amountOf(owner) }));
  // The latest onEdit through a ref: the columns change only with `editable`.
  const edit = useRef(onEdit);
  edit.current = onEdit;
  const columns = useMemo(() => ownerColumns(editable, edit), [editable]);
  return (
    <DataGrid
      aria-label="Batch owners"
      rows={rows}
      columns={columns}
      rowKey={ownerKey}
      rowHeight={editable ? 40 : 31}
      empty="No owners match the selection."
      bar={
        <Text size="sm" fw={600}>{`${owners.length} owners · total ${formatCents(total)}`}</Text>
      }
      footer={
        pages > 1 ? (
          <Group justify="flex-start">
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              siblings={Math.floor((BatchOwnerPageButtons - 3) / 2)}
            />
          </Group>
        ) : null
      }
    />
  );
}

const ownerKey = (row: OwnerRow) => row.owner.PropertyId;

function ownerColumns(
  editable: boolean,
  edit: { current: (propertyId: number, cents: number) => void },
): GridColumn<OwnerRow>[] {
  return [
    { id: 'account', header: 'Account', width: 80, cell: ({ owner }) => owner.AccountNumber },
    { id: 'lot', header: 'Lot', width: 85, cell: ({ owner }) => owner.LotNumber },
    { id: 'address', header: 'Address', width: 160, cell: ({ owner }) => owner.Address },
    { id: 'owner', header: 'Owner', width: 140, cell: ({ owner }) => owner.OwnerName },
    moneyColumn('balance', 'Current balance', ({ owner }) => owner.CurrentBalance, 120),
    {
      id: 'amount',
      header: 'Amount',
      width: 115,
      money: true,
      cell: ({ owner, amount }) =>
        editable ? (
          <MoneyInput
            size="xs"
            aria-label={`Amount for ${owner.OwnerName}`}
            value={amount}
            onChange={(cents) => edit.current(owner.PropertyId, cents ?? 0)}
          />
        ) : (
          formatCents(amount)
        ),
    },
  ];
}

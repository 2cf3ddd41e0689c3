import type { CouponOwner } from '@hoa/contract';
import { Badge, Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import type { RowKey } from '../../widgets/data-grid/grid-model';
import { downloadPropertyStatement } from '../statements';

interface CouponOwnersTableProps {
  owners: CouponOwner[];
  selected: ReadonlySet<number>;
  onToggle: (ownerIds: number[], on: boolean) => void;
  loading: boolean;
}

/** One page of coupon owners in the data grid, a checkbox each and a statement per property. */
export function CouponOwnersTable({ owners, selected, onToggle, loading }: CouponOwnersTableProps) {
  const statement = useMutation({ mutationFn: downloadPropertyStatement });
  const printing = statement.isPending ? statement.variables : null;
  const print = statement.mutate;
  const columns = useMemo(() => ownerColumns(printing, print), [printing, print]);
  // The grid answers with the whole selection; the page tells what was switched on or off.
  const change = (next: Set<RowKey>) => {
    const on = owners.filter((o) => next.has(o.TopsAgentId) && !selected.has(o.TopsAgentId));
    const off = owners.filter((o) => !next.has(o.TopsAgentId) && selected.has(o.TopsAgentId));
    if (on.length > 0)
      onToggle(
        on.map((o) => o.TopsAgentId),
        true,
      );
    if (off.length > 0)
      onToggle(
        off.map((o) => o.TopsAgentId),
        false,
      );
  };
  return (
    <DataGrid
      aria-label="Coupon owners"
      rows={owners}
      columns={columns}
      rowKey={ownerKey}
      rowHeight={36}
      selection={{
        selected,
        onChange: change,
        rowLabel: (o) => `Select ${o.OwnerName}`,
        allLabel: 'Select this page',
      }}
      empty={loading ? 'Loading owners…' : 'No owners match.'}
    />
  );
}

const ownerKey = (o: CouponOwner) => o.TopsAgentId;

function ownerColumns(
  printing: number | null | undefined,
  print: (propertyAgentId: number) => void,
): GridColumn<CouponOwner>[] {
  return [
    { id: 'account', header: 'Account', width: 100, cell: (o) => o.AccountNumber ?? '' },
    { id: 'owner', header: 'Owner', width: 200, cell: (o) => o.OwnerName },
    { id: 'property', header: 'Property', width: 220, cell: (o) => o.AddressDisplay },
    { id: 'sections', header: 'Sections', width: 120, cell: (o) => o.Sections },
    {
      id: 'payment',
      header: 'Payment',
      width: 150,
      cell: (o) => (
        <Group gap={4}>
          {o.IsDirectDebit ? (
            <Badge size="sm" variant="light">
              Direct debit
            </Badge>
          ) : null}
          {o.IsHoldPayment ? (
            <Badge size="sm" variant="light" color="orange">
              Hold
            </Badge>
          ) : null}
        </Group>
      ),
    },
    moneyColumn('balance', 'Balance', (o) => o.Balance),
    {
      id: 'statement',
      header: '',
      width: 100,
      align: 'right',
      cell: (o) => (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={`Statement of ${o.OwnerName}`}
          loading={printing === o.PropertyAgentId}
          onClick={() => print(o.PropertyAgentId)}
        >
          Statement
        </Button>
      ),
    },
  ];
}

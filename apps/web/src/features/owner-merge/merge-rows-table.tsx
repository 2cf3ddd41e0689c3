import type { OwnerMergeRow } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';

interface MergeRowsTableProps {
  rows: readonly OwnerMergeRow[];
  selected: ReadonlySet<number>;
  onChange: (next: ReadonlySet<number>) => void;
}

/** The source owner's history rows in the filter; rows in closed periods cannot be chosen. */
export function MergeRowsTable({ rows, selected, onChange }: MergeRowsTableProps) {
  return (
    <DataGrid
      aria-label="History rows"
      rows={rows}
      columns={rowColumns}
      rowKey={lineKey}
      rowTone={closedTone}
      selection={{
        selected,
        onChange: (next) => onChange(new Set([...next].map(Number))),
        rowLabel: (row) =>
          `Select ${row.TxnTypeName} #${String(row.TopsItemId)} of ${formatDate(row.PostDate)}`,
        canSelect: inOpenPeriod,
      }}
      empty="No history rows in the filter."
    />
  );
}

const lineKey = (row: OwnerMergeRow) => row.ArLineId;
const inOpenPeriod = (row: OwnerMergeRow) => row.IsPeriodOpen;
const closedTone = (row: OwnerMergeRow) =>
  row.IsPeriodOpen ? undefined : 'var(--mantine-color-gray-1)';

const rowColumns: GridColumn<OwnerMergeRow>[] = [
  { id: 'date', header: 'Post date', width: 110, cell: (row) => formatDate(row.PostDate) },
  { id: 'type', header: 'Type', width: 150, cell: (row) => row.TxnTypeName },
  { id: 'item', header: 'Item', width: 90, cell: (row) => `#${String(row.TopsItemId)}` },
  { id: 'code', header: 'Code', width: 90, cell: (row) => row.CodeAlias },
  {
    id: 'description',
    header: 'Description',
    width: 240,
    cell: (row) => (row.IsPeriodOpen ? (row.Description ?? row.Reference ?? '') : 'Closed period'),
  },
  {
    id: 'amount',
    header: 'Amount',
    width: 120,
    money: true,
    cell: (row) => formatCents(row.AmountCents),
  },
];

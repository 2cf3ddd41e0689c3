import type { MergeHistoryLine } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';

interface MergeHistoryTableProps {
  rows: readonly MergeHistoryLine[];
  selected: ReadonlySet<number>;
  onChange: (next: ReadonlySet<number>) => void;
}

/** The source account's history in the filter; rows in closed periods cannot be chosen. */
export function MergeHistoryTable({ rows, selected, onChange }: MergeHistoryTableProps) {
  return (
    <DataGrid
      aria-label="History rows"
      rows={rows}
      columns={historyColumns}
      rowKey={lineKey}
      rowTone={closedTone}
      selection={{
        selected,
        onChange: (next) => onChange(new Set([...next].map(Number))),
        rowLabel: (row) => `Select row ${String(row.GlLineId)}`,
        canSelect: inOpenPeriod,
      }}
      empty="No history rows in the filter."
    />
  );
}

const lineKey = (row: MergeHistoryLine) => row.GlLineId;
const inOpenPeriod = (row: MergeHistoryLine) => row.IsPeriodOpen;
const closedTone = (row: MergeHistoryLine) =>
  row.IsPeriodOpen ? undefined : 'var(--mantine-color-gray-1)';
const cents = (value: number) => (value ? formatCents(value) : '');

const historyColumns: GridColumn<MergeHistoryLine>[] = [
  { id: 'date', header: 'Post date', width: 110, cell: (row) => formatDate(row.PostDate) },
  { id: 'item', header: 'Item', width: 90, cell: (row) => `#${String(row.TopsItemId)}` },
  { id: 'reference', header: 'Reference', width: 130, cell: (row) => row.Reference ?? '' },
  {
    id: 'description',
    header: 'Description',
    width: 260,
    cell: (row) => (row.IsPeriodOpen ? (row.Description ?? '') : 'Closed period'),
  },
  { id: 'debit', header: 'Debit', width: 120, money: true, cell: (row) => cents(row.DebitCents) },
  {
    id: 'credit',
    header: 'Credit',
    width: 120,
    money: true,
    cell: (row) => cents(row.CreditCents),
  },
];

import type { OwnerMergeRecord } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../widgets/date-text';

/** The property's past merges of owner history, newest first. */
export function PastMergesTable({ merges }: { merges: readonly OwnerMergeRecord[] }) {
  return (
    <DataGrid
      aria-label="Past merges"
      rows={merges}
      columns={mergeColumns}
      rowKey={(merge) => merge.MergeId}
      empty="No history has been merged between the property's owners."
    />
  );
}

const mergeColumns: GridColumn<OwnerMergeRecord>[] = [
  { id: 'when', header: 'Merged', width: 170, cell: (m) => <DateTimeText value={m.MergedAt} /> },
  { id: 'by', header: 'By', width: 140, cell: (m) => m.MergedByName },
  { id: 'from', header: 'From owner', width: 180, cell: (m) => m.SourceOwnerName },
  { id: 'to', header: 'To owner', width: 180, cell: (m) => m.TargetOwnerName },
  { id: 'rows', header: 'Rows', width: 70, cell: (m) => String(m.LineCount) },
  {
    id: 'amount',
    header: 'Amount',
    width: 120,
    money: true,
    cell: (m) => formatCents(m.AmountCents),
  },
];

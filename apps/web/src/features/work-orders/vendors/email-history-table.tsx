import type { WorkOrderEmailHistory } from '@hoa/contract';
import { Badge, Text } from '@mantine/core';
import { DataGrid, type GridColumn } from '../../../widgets/data-grid/data-grid';
import { DateTimeText } from '../../../widgets/date-text';

const statusColor: Record<string, string> = {
  Sent: 'green',
  Waiting: 'blue',
  Retrying: 'yellow',
  Failed: 'red',
};

/** Addresses, broken anywhere so that a long one stays in its column (the rows grow). */
function Addresses({ list }: { list: readonly string[] }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {list.join(', ') || '—'}
    </Text>
  );
}

/** When, to whom, copies, the company, by whom, and how the outbox mail's delivery stands. */
const columns: GridColumn<WorkOrderEmailHistory>[] = [
  { id: 'when', header: 'When', width: 170, cell: (h) => <DateTimeText value={h.CreatedAt} /> },
  { id: 'to', header: 'To', cell: (h) => <Addresses list={h.Recipients} /> },
  { id: 'cc', header: 'Cc', cell: (h) => <Addresses list={h.Cc} /> },
  { id: 'company', header: 'Company', width: 140, cell: (h) => h.CompanyName || '—' },
  { id: 'by', header: 'By', width: 120, cell: (h) => h.SentByUserName ?? '—' },
  {
    id: 'delivery',
    header: 'Delivery',
    width: 100,
    cell: (h) =>
      h.MailStatus ? (
        <Badge size="xs" color={statusColor[h.MailStatus] ?? 'gray'}>
          {h.MailStatus}
        </Badge>
      ) : (
        <Text size="xs" c="dimmed">
          Sent outside
        </Text>
      ),
  },
];

/** A work order's emails to its vendor, newest first. */
export function EmailHistoryTable({ history }: { history: readonly WorkOrderEmailHistory[] }) {
  return (
    <DataGrid
      aria-label="Email history"
      rows={history}
      columns={columns}
      rowKey={(h) => h.Id}
      empty="Not emailed yet."
      variableRowHeight
      maxHeight={260}
    />
  );
}

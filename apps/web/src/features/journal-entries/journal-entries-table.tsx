import type { JournalEntrySummary } from '@hoa/contract';
import { formatCents, StatusId } from '@hoa/domain';
import { Anchor, Badge, Group, Pagination, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { DateText } from '../../widgets/date-text';
import { journalEntryScreenRoute } from './journal-routes';

interface JournalEntriesTableProps {
  label: string;
  rows: readonly JournalEntrySummary[];
  totalCount: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Extra actions per row (templates: use, remove). */
  actions?: (row: JournalEntrySummary) => ReactNode;
}

const statusColor: Record<number, string> = {
  [StatusId.Accrued]: 'yellow',
  [StatusId.Posted]: 'green',
};

/** A page of journal entries or templates; each opens by the route rule (spec 1 §2.5). */
export function JournalEntriesTable(props: JournalEntriesTableProps) {
  const { rows, totalCount, page, pageSize, actions } = props;
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const columns = useMemo(() => entryColumns(actions), [actions]);
  return (
    <DataGrid
      aria-label={props.label}
      rows={rows}
      columns={columns}
      rowKey={entryKey}
      footer={
        pages > 1 ? (
          <Group justify="flex-end">
            <Pagination size="sm" total={pages} value={page} onChange={props.onPage} />
          </Group>
        ) : null
      }
    />
  );
}

const entryKey = (row: JournalEntrySummary) => row.TopsItemId;

function entryColumns(
  actions: ((row: JournalEntrySummary) => ReactNode) | undefined,
): GridColumn<JournalEntrySummary>[] {
  const columns: GridColumn<JournalEntrySummary>[] = [
    {
      id: 'item',
      header: '#',
      width: 90,
      cell: (row) => (
        <Anchor size="sm" href={`#${journalEntryScreenRoute(row)}`}>
          {row.TopsItemId}
        </Anchor>
      ),
    },
    {
      id: 'date',
      header: 'Post Date',
      width: 110,
      cell: (row) => <DateText value={row.PostDate} />,
    },
    { id: 'reference', header: 'Reference', width: 140, cell: (row) => row.Reference },
    {
      id: 'description',
      header: 'Description',
      width: 260,
      cell: (row) => (
        <>
          {row.Description}
          {row.ReversalOfItemId ? (
            <Text size="xs" c="dimmed">
              Reverses #{row.ReversalOfItemId}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      width: 110,
      cell: (row) => (
        <Badge variant="light" color={statusColor[row.ItemStatus] ?? 'gray'}>
          {row.IsJournalEntryTemplate ? 'Template' : row.StatusName}
        </Badge>
      ),
    },
    { id: 'lines', header: 'Lines', width: 70, align: 'right', cell: (row) => row.LineCount },
    {
      id: 'amount',
      header: 'Amount',
      width: 140,
      money: true,
      cell: (row) => formatCents(row.TotalAmount),
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: '',
      width: 200,
      cell: (row) => (
        <Group gap={4} justify="flex-end">
          {actions(row)}
        </Group>
      ),
    },
  ];
}

import type { JournalEntrySummary } from '@hoa/contract';
import { formatCents, StatusId } from '@hoa/domain';
import { Anchor, Badge, Group, Pagination, Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateText } from '../../widgets/date-text';
import { EmptyRow } from '../../widgets/empty-row';
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
  return (
    <>
      <Paper withBorder radius="sm">
        <Table aria-label={props.label} striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>#</Table.Th>
              <Table.Th w={110}>Post Date</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={110}>Status</Table.Th>
              <Table.Th w={70} ta="right">
                Lines
              </Table.Th>
              <Table.Th w={140} ta="right">
                Amount
              </Table.Th>
              {actions ? <Table.Th w={200} /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.TopsItemId}>
                <Table.Td>
                  <Anchor size="sm" href={`#${journalEntryScreenRoute(row)}`}>
                    {row.TopsItemId}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <DateText value={row.PostDate} />
                </Table.Td>
                <Table.Td>{row.Reference}</Table.Td>
                <Table.Td>
                  {row.Description}
                  {row.ReversalOfItemId ? (
                    <Text size="xs" c="dimmed">
                      Reverses #{row.ReversalOfItemId}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={statusColor[row.ItemStatus] ?? 'gray'}>
                    {row.IsJournalEntryTemplate ? 'Template' : row.StatusName}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{row.LineCount}</Table.Td>
                <Table.Td ta="right">{formatCents(row.TotalAmount)}</Table.Td>
                {actions ? (
                  <Table.Td>
                    <Group gap={4} justify="flex-end">
                      {actions(row)}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
            {rows.length === 0 ? (
              <EmptyRow colSpan={actions ? 8 : 7}>Nothing to show.</EmptyRow>
            ) : null}
          </Table.Tbody>
        </Table>
      </Paper>
      {pages > 1 ? (
        <Group justify="flex-end" mt="sm">
          <Pagination size="sm" total={pages} value={page} onChange={props.onPage} />
        </Group>
      ) : null}
    </>
  );
}

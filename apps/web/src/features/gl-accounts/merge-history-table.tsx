import type { MergeHistoryLine } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Checkbox, Paper, Table, Text } from '@mantine/core';

interface MergeHistoryTableProps {
  rows: readonly MergeHistoryLine[];
  selected: ReadonlySet<number>;
  onChange: (next: ReadonlySet<number>) => void;
}

/** The source account's history in the filter; rows in closed periods cannot be chosen. */
export function MergeHistoryTable({ rows, selected, onChange }: MergeHistoryTableProps) {
  const movable = rows.filter((r) => r.IsPeriodOpen);
  const allChosen = movable.length > 0 && movable.every((r) => selected.has(r.GlLineId));
  function toggle(id: number, on: boolean): void {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  }
  return (
    <Paper withBorder radius="sm">
      <Table aria-label="History rows" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all rows"
                checked={allChosen}
                indeterminate={!allChosen && selected.size > 0}
                onChange={(e) => {
                  onChange(new Set(e.currentTarget.checked ? movable.map((r) => r.GlLineId) : []));
                }}
              />
            </Table.Th>
            <Table.Th>Post date</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Debit</Table.Th>
            <Table.Th ta="right">Credit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.GlLineId} c={row.IsPeriodOpen ? undefined : 'dimmed'}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select row ${row.GlLineId}`}
                  disabled={!row.IsPeriodOpen}
                  checked={selected.has(row.GlLineId)}
                  onChange={(e) => {
                    toggle(row.GlLineId, e.currentTarget.checked);
                  }}
                />
              </Table.Td>
              <Table.Td>{formatDate(row.PostDate)}</Table.Td>
              <Table.Td>#{row.TopsItemId}</Table.Td>
              <Table.Td>{row.Reference ?? ''}</Table.Td>
              <Table.Td>{row.IsPeriodOpen ? (row.Description ?? '') : 'Closed period'}</Table.Td>
              <Table.Td ta="right">{row.DebitCents ? formatCents(row.DebitCents) : ''}</Table.Td>
              <Table.Td ta="right">{row.CreditCents ? formatCents(row.CreditCents) : ''}</Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text size="sm" c="dimmed" py="xs">
                  No history rows in the filter.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

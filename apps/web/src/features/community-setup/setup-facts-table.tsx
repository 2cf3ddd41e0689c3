import { Badge, Table } from '@mantine/core';

export interface FactRow {
  label: string;
  value: string;
  /** Null for a fact that is neither required nor missing. */
  ok: boolean | null;
}

/** What the wizard set up, one fact per row, required facts marked done or missing. */
export function SetupFactsTable({ rows, label }: { rows: readonly FactRow[]; label: string }) {
  return (
    <Table withTableBorder fz="sm" aria-label={label} maw={720}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Td w="40%">{row.label}</Table.Td>
            <Table.Td>{row.value}</Table.Td>
            <Table.Td w={110} ta="right">
              {row.ok === null ? null : (
                <Badge size="sm" color={row.ok ? 'green' : 'yellow'} variant="light">
                  {row.ok ? 'Done' : 'Missing'}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

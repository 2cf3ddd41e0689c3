import type { CustomFieldImportRow } from '@hoa/contract';
import { ImportPreviewPageSize } from '@hoa/domain';
import { Badge, Group, Pagination, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyRow } from '../../widgets/empty-row';

/** The rows of an import file, 10 to a page (spec 1 §9), each with its agent, field and errors. */
export function ImportPreviewTable({ rows }: { rows: readonly CustomFieldImportRow[] }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / ImportPreviewPageSize));
  const shown = rows.slice((page - 1) * ImportPreviewPageSize, page * ImportPreviewPageSize);
  return (
    <Paper withBorder radius="sm">
      <Table aria-label="Import preview" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">Row</Table.Th>
            <Table.Th>Agent</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr
              key={row.RowNumber}
              bg={row.Errors.length > 0 ? 'var(--mantine-color-red-light)' : undefined}
            >
              <Table.Td ta="right">{row.RowNumber}</Table.Td>
              <Table.Td>
                {row.AgentName ?? row.AccountNumber ?? row.AgentId ?? ''}
                {row.AgentName && row.AccountNumber ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({row.AccountNumber})
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{row.CategoryName}</Table.Td>
              <Table.Td>{row.FieldName}</Table.Td>
              <Table.Td>
                {row.Value === null && row.Errors.length === 0 ? <i>cleared</i> : row.DisplayValue}
              </Table.Td>
              <Table.Td>
                {row.Errors.length === 0 ? (
                  <Badge color="green" variant="light" size="sm">
                    OK
                  </Badge>
                ) : (
                  <Text size="xs" c="red">
                    {row.Errors.join(' ')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 ? <EmptyRow colSpan={6}>No rows to show.</EmptyRow> : null}
        </Table.Tbody>
      </Table>
      {pages > 1 ? (
        <Group justify="flex-end" p="xs">
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={setPage}
            aria-label="Preview pages"
            getControlProps={(control) => ({
              'aria-label': `${control === 'next' ? 'Next' : 'Previous'} page`,
            })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      ) : null}
    </Paper>
  );
}

import type { ImportResult } from '@hoa/contract';
import { setupImportErrorText } from '@hoa/domain';
import { Alert, Badge, Group, List, Pagination, ScrollArea, Table, Text } from '@mantine/core';

interface ImportPreviewProps {
  result: ImportResult;
  onPage: (page: number) => void;
}

/** The preview page (10 rows) with each row's problems, and every problem of the file. */
export function ImportPreview({ result, onPage }: ImportPreviewProps) {
  const pages = Math.max(1, Math.ceil(result.TotalRows / result.PageSize));
  return (
    <>
      <Group gap="xs" mb="xs">
        <Badge variant="light">{result.TotalRows} rows</Badge>
        <Badge color={result.ErrorRowCount > 0 ? 'red' : 'green'} variant="light">
          {result.ErrorRowCount > 0 ? `${result.ErrorRowCount} with errors` : 'No errors'}
        </Badge>
        {result.NeedsConfirmation ? (
          <Badge color="yellow" variant="light">
            {result.Warnings.length} to confirm
          </Badge>
        ) : null}
      </Group>
      <Table.ScrollContainer minWidth={result.Columns.length * 110}>
        <Table striped withTableBorder fz="xs" aria-label="Import preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              {result.Columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.Rows.map((row) => (
              <Table.Tr
                key={row.Row}
                bg={row.Errors.length > 0 ? 'var(--mantine-color-red-light)' : undefined}
              >
                <Table.Td>{row.Row}</Table.Td>
                {row.Cells.map((cell, i) => (
                  <Table.Td key={result.Columns[i] ?? i}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="flex-end" mt="xs">
          <Pagination
            size="sm"
            total={pages}
            value={result.Page}
            onChange={onPage}
            aria-label="Preview pages"
          />
        </Group>
      ) : null}
      {result.Errors.length > 0 ? (
        <Alert color="red" variant="light" mt="sm" title="Errors" role="alert">
          <ScrollArea.Autosize mah={160}>
            <List size="xs" spacing={2}>
              {result.Errors.map((error) => (
                <List.Item key={`${error.Row}-${error.Column}-${error.Message}`}>
                  {setupImportErrorText(error)}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Alert>
      ) : null}
      {result.Warnings.length > 0 ? (
        <Alert color="yellow" variant="light" mt="sm" title="Changes to confirm">
          <List size="xs" spacing={2}>
            {result.Warnings.map((warning) => (
              <List.Item key={`${warning.Row}-${warning.Message}`}>
                {setupImportErrorText(warning)}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {result.ErrorRowCount > 0 ? (
        <Text size="xs" c="dimmed" mt="xs">
          Correct the file and upload it again; nothing is imported while a row has an error.
        </Text>
      ) : null}
    </>
  );
}

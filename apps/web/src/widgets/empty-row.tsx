import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one row of a table without rows, saying so across every column. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text size="sm" c="dimmed" py="xs">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

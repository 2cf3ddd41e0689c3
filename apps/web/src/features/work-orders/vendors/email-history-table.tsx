import type { WorkOrderEmailHistory } from '@hoa/contract';
import { Badge, Table, Text } from '@mantine/core';
import { DateTimeText } from '../../../widgets/date-text';

const statusColor: Record<string, string> = {
  Sent: 'green',
  Waiting: 'blue',
  Retrying: 'yellow',
  Failed: 'red',
};

/** A work order's emails to its vendor, newest first: when, to whom, copies, by whom, delivery. */
export function EmailHistoryTable({ history }: { history: readonly WorkOrderEmailHistory[] }) {
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Not emailed yet.
      </Text>
    );
  return (
    <Table aria-label="Email history" verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>To</Table.Th>
          <Table.Th>Cc</Table.Th>
          <Table.Th>Company</Table.Th>
          <Table.Th>By</Table.Th>
          <Table.Th>Delivery</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.map((h) => (
          <Table.Tr key={h.Id}>
            <Table.Td>
              <DateTimeText value={h.CreatedAt} />
            </Table.Td>
            <Table.Td>{h.Recipients.join(', ')}</Table.Td>
            <Table.Td>{h.Cc.join(', ') || '—'}</Table.Td>
            <Table.Td>{h.CompanyName || '—'}</Table.Td>
            <Table.Td>{h.SentByUserName ?? '—'}</Table.Td>
            <Table.Td>
              {h.MailStatus ? (
                <Badge size="xs" color={statusColor[h.MailStatus] ?? 'gray'}>
                  {h.MailStatus}
                </Badge>
              ) : (
                <Text size="xs" c="dimmed">
                  Sent outside
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

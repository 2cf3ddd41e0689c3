import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { activityPageSize, bankActivityFeedQuery } from './bank-integration-queries';

/** The bank activity feed: the newest smart banking activity of one bank or of every bank. */
export function BankActivityFeed({
  bankId,
  stateOf,
}: {
  bankId: number | null;
  stateOf: (id: number | null) => { label: string; color: string } | undefined;
}) {
  const [skip, setSkip] = useState(0);
  const feed = useQuery(bankActivityFeedQuery(bankId, skip));
  const total = feed.data?.TotalCount ?? 0;
  const items = feed.data?.Items ?? [];
  return (
    <Paper withBorder p="sm" mb="md">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Bank activity</Title>
        <Text size="xs" c="dimmed">
          {total === 0
            ? ''
            : `${String(skip + 1)}–${String(skip + items.length)} of ${String(total)}`}
        </Text>
      </Group>
      {feed.isError ? <LoadError error={feed.error} /> : null}
      <Table striped verticalSpacing={4} fz="sm" aria-label="Bank activity">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When (UTC)</Table.Th>
            <Table.Th>Bank</Table.Th>
            <Table.Th>Log</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Message</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 ? (
            <EmptyRow colSpan={5}>
              {feed.isLoading ? 'Loading…' : 'No smart banking activity yet.'}
            </EmptyRow>
          ) : (
            items.map((r) => {
              const state = stateOf(r.LogState);
              return (
                <Table.Tr key={r.BankLogId}>
                  <Table.Td>{r.CreatedAt.replace('T', ' ').slice(0, 19)}</Table.Td>
                  <Table.Td>{r.BankName}</Table.Td>
                  <Table.Td>{r.FeatureName}</Table.Td>
                  <Table.Td>
                    {state ? (
                      <Badge color={state.color} variant="light">
                        {state.label}
                      </Badge>
                    ) : (
                      r.LogState
                    )}
                  </Table.Td>
                  <Table.Td>{r.Message}</Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
      {total > activityPageSize ? (
        <Group justify="flex-end" mt="xs">
          <Button
            size="xs"
            variant="default"
            disabled={skip === 0}
            onClick={() => setSkip(Math.max(0, skip - activityPageSize))}
          >
            Newer
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={skip + activityPageSize >= total}
            onClick={() => setSkip(skip + activityPageSize)}
          >
            Older
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

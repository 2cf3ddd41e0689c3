import { type contract, type ResponseOf } from '@hoa/contract';
import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { activityPageSize, bankActivityFeedQuery } from './bank-integration-queries';

type ActivityRow = ResponseOf<typeof contract.bankIntegration.GetBankActivityFeed>['Items'][number];
type StateOf = (id: number | null) => { label: string; color: string } | undefined;

/** A log row's time, UTC, to the second. */
export const loggedAt = (row: { CreatedAt: string }) =>
  row.CreatedAt.replace('T', ' ').slice(0, 19);

/** A log row's state as a badge (its number when the state is unknown). */
export function LogState({ id, stateOf }: { id: number | null; stateOf: StateOf }) {
  const state = stateOf(id);
  return state ? (
    <Badge color={state.color} variant="light">
      {state.label}
    </Badge>
  ) : (
    id
  );
}

/** The bank activity feed: the newest smart banking activity of one bank or of every bank. */
export function BankActivityFeed({ bankId, stateOf }: { bankId: number | null; stateOf: StateOf }) {
  const [skip, setSkip] = useState(0);
  const feed = useQuery(bankActivityFeedQuery(bankId, skip));
  const total = feed.data?.TotalCount ?? 0;
  const items = feed.data?.Items ?? [];
  const columns = useMemo(() => activityColumns(stateOf), [stateOf]);
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
      <DataGrid
        aria-label="Bank activity"
        rows={items}
        columns={columns}
        rowKey={activityKey}
        empty={feed.isLoading ? 'Loading…' : 'No smart banking activity yet.'}
        footer={
          total > activityPageSize ? (
            <Group justify="flex-end">
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
          ) : null
        }
      />
    </Paper>
  );
}

const activityKey = (row: ActivityRow) => row.BankLogId;

function activityColumns(stateOf: StateOf): GridColumn<ActivityRow>[] {
  return [
    { id: 'when', header: 'When (UTC)', width: 160, cell: loggedAt },
    { id: 'bank', header: 'Bank', width: 200, cell: (r) => r.BankName },
    { id: 'log', header: 'Log', width: 150, cell: (r) => r.FeatureName },
    {
      id: 'state',
      header: 'State',
      width: 100,
      cell: (r) => <LogState id={r.LogState} stateOf={stateOf} />,
    },
    { id: 'message', header: 'Message', width: 360, cell: (r) => r.Message },
  ];
}

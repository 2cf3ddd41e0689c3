import { contract, type CollectionStatus, type SettingsCode } from '@hoa/contract';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showError, showSuccess } from '../../app/toasts';
import {
  downloadAllLetters,
  downloadLetter,
  sendAllLetters,
  sendLettersCalls,
} from './collection-letters';
import { collectionsKey } from './collection-queries';
import { MayCall } from '../../widgets/may-call';
import {
  DataGrid,
  GridCheckbox,
  moneyColumn,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import type { RowKey } from '../../widgets/data-grid/grid-model';

interface StatusTableProps {
  communityAgentId: number;
  rows: readonly CollectionStatus[];
  actions: readonly SettingsCode[];
}

/**
 * Each property's collection action and hold, set by hand; letters of the runs, printed or sent
 * by a message batch (opened in its editor).
 */
export function CollectionStatusTable({ communityAgentId, rows, actions }: StatusTableProps) {
  const client = useQueryClient();
  const go = useGo();
  const send = useMutation({
    mutationFn: sendAllLetters,
    onSuccess: (messageBatchItemId) =>
      go(buildRoute(SiteMap.messageBatchEditor, { communityAgentId, messageBatchItemId })),
  });
  const [checked, setChecked] = useState<number[]>([]);
  const refresh = () => client.invalidateQueries({ queryKey: collectionsKey });
  const update = useMutation({
    mutationFn: (body: { PropertyAgentId: number; TopsCodeId: number | null; IsOnHold: boolean }) =>
      api.call(contract.collections.UpdateCollectionActionProperty, { body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (PropertyAgentIds: number[]) =>
      api.call(contract.collections.RemovePropertiesFromCollection, { body: { PropertyAgentIds } }),
    onSuccess: async () => {
      showSuccess('Removed from collection.');
      setChecked([]);
      await refresh();
    },
  });
  const runs = [
    ...new Set(rows.map((r) => r.TopsItemId).filter((id): id is number => id !== null)),
  ];
  const setStatus = update.mutate;
  const columns = useMemo(() => statusColumns(actions, setStatus), [actions, setStatus]);
  const selected = useMemo(() => new Set<RowKey>(checked), [checked]);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Collection status</Title>
          <Group gap="xs">
            {runs.map((itemId) => (
              <Group key={itemId} gap={4}>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    downloadAllLetters(itemId).catch(showError);
                  }}
                >
                  Print letters of run #{itemId}
                </Button>
                <MayCall calls={sendLettersCalls}>
                  <Button
                    size="xs"
                    variant="default"
                    loading={send.isPending && send.variables === itemId}
                    onClick={() => {
                      send.mutate(itemId);
                    }}
                  >
                    Send letters of run #{itemId}
                  </Button>
                </MayCall>
              </Group>
            ))}
            <MayCall calls={contract.collections.RemovePropertiesFromCollection}>
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={checked.length === 0}
                loading={remove.isPending}
                onClick={() => {
                  remove.mutate(checked);
                }}
              >
                Remove selected from collection
              </Button>
            </MayCall>
          </Group>
        </Group>
        <DataGrid
          aria-label="Collection status"
          rows={rows}
          columns={columns}
          rowKey={propertyKey}
          rowHeight={40}
          selection={{
            selected,
            onChange: (next) => setChecked([...next].map(Number)),
            rowLabel: (row) => `Select ${row.AccountNumber ?? String(row.PropertyAgentId)}`,
            allLabel: 'Select every property',
          }}
          empty="No properties."
        />
      </Stack>
    </Paper>
  );
}

const propertyKey = (row: CollectionStatus) => row.PropertyAgentId;

function statusColumns(
  actions: readonly SettingsCode[],
  setStatus: (body: {
    PropertyAgentId: number;
    TopsCodeId: number | null;
    IsOnHold: boolean;
  }) => void,
): GridColumn<CollectionStatus>[] {
  const options = [
    { value: '', label: 'Not in collection' },
    ...actions.map((a) => ({
      value: String(a.TopsCodeId),
      label: `${a.CodeAlias} – ${a.CodeName}`,
    })),
  ];
  return [
    { id: 'account', header: 'Account', width: 100, cell: (row) => row.AccountNumber },
    { id: 'address', header: 'Address', width: 200, cell: (row) => row.Address },
    { id: 'owner', header: 'Owner', width: 180, cell: (row) => row.OwnerName },
    moneyColumn('balance', 'Balance', (row) => row.Balance),
    {
      id: 'action',
      header: 'Collection action',
      width: 240,
      cell: (row) => (
        <Select
          size="xs"
          aria-label={`Collection action of ${row.AccountNumber ?? ''}`}
          data={options}
          value={row.TopsCodeId === null ? '' : String(row.TopsCodeId)}
          allowDeselect={false}
          onChange={(value) => {
            setStatus({
              PropertyAgentId: row.PropertyAgentId,
              TopsCodeId: value ? Number(value) : null,
              IsOnHold: row.IsOnHold,
            });
          }}
          w={220}
        />
      ),
    },
    {
      id: 'hold',
      header: 'Hold',
      width: 60,
      align: 'center',
      cell: (row) => (
        <GridCheckbox
          aria-label={`Hold ${row.AccountNumber ?? ''}`}
          checked={row.IsOnHold}
          onChange={(event) => {
            setStatus({
              PropertyAgentId: row.PropertyAgentId,
              TopsCodeId: row.TopsCodeId,
              IsOnHold: event.currentTarget.checked,
            });
          }}
        />
      ),
    },
    {
      id: 'letter',
      header: 'Letter',
      width: 80,
      cell: (row) =>
        row.TopsItemId === null ? (
          <Text size="xs" c="dimmed">
            —
          </Text>
        ) : (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => {
              downloadLetter(row.TopsItemId ?? 0, row.PropertyAgentId).catch(showError);
            }}
          >
            PDF
          </Button>
        ),
    },
  ];
}

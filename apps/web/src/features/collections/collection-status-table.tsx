import { contract, type CollectionStatus, type SettingsCode } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Button, Checkbox, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showError, showSuccess } from '../../app/toasts';
import { downloadAllLetters, downloadLetter } from './collection-letters';
import { collectionsKey } from './collection-queries';
import { MayCall } from '../../widgets/may-call';

interface StatusTableProps {
  rows: readonly CollectionStatus[];
  actions: readonly SettingsCode[];
}

/** Each property's collection action and hold, set by hand; letters of the runs. */
export function CollectionStatusTable({ rows, actions }: StatusTableProps) {
  const client = useQueryClient();
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
  const options = [
    { value: '', label: 'Not in collection' },
    ...actions.map((a) => ({
      value: String(a.TopsCodeId),
      label: `${a.CodeAlias} – ${a.CodeName}`,
    })),
  ];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Collection status</Title>
          <Group gap="xs">
            {runs.map((itemId) => (
              <Button
                key={itemId}
                size="xs"
                variant="default"
                onClick={() => {
                  downloadAllLetters(itemId).catch(showError);
                }}
              >
                Print letters of run #{itemId}
              </Button>
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
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>Account</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Owner</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
              <Table.Th>Collection action</Table.Th>
              <Table.Th>Hold</Table.Th>
              <Table.Th>Letter</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.PropertyAgentId}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${row.AccountNumber ?? String(row.PropertyAgentId)}`}
                    checked={checked.includes(row.PropertyAgentId)}
                    onChange={() => {
                      setChecked(
                        checked.includes(row.PropertyAgentId)
                          ? checked.filter((id) => id !== row.PropertyAgentId)
                          : [...checked, row.PropertyAgentId],
                      );
                    }}
                  />
                </Table.Td>
                <Table.Td>{row.AccountNumber}</Table.Td>
                <Table.Td>{row.Address}</Table.Td>
                <Table.Td>{row.OwnerName}</Table.Td>
                <Table.Td ta="right">{formatCents(row.Balance)}</Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    aria-label={`Collection action of ${row.AccountNumber ?? ''}`}
                    data={options}
                    value={row.TopsCodeId === null ? '' : String(row.TopsCodeId)}
                    allowDeselect={false}
                    onChange={(value) => {
                      update.mutate({
                        PropertyAgentId: row.PropertyAgentId,
                        TopsCodeId: value ? Number(value) : null,
                        IsOnHold: row.IsOnHold,
                      });
                    }}
                    w={220}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`Hold ${row.AccountNumber ?? ''}`}
                    checked={row.IsOnHold}
                    onChange={(event) => {
                      update.mutate({
                        PropertyAgentId: row.PropertyAgentId,
                        TopsCodeId: row.TopsCodeId,
                        IsOnHold: event.currentTarget.checked,
                      });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  {row.TopsItemId === null ? (
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
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

import type { AvailableCharge } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { ActionIcon, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { confirmRemove } from './confirm-remove';

interface BatchCodeListsProps {
  available: readonly AvailableCharge[];
  chosen: readonly AvailableCharge[];
  active: number | null;
  onAdd: (code: AvailableCharge) => void;
  onRemove: (codeId: number) => void;
  onActivate: (codeId: number) => void;
}

/**
 * The available codes and the adjustment's codes (spec 3 §4): adding moves a code across (types
 * 3, 6, 7, 8, 11, 12, 13, 14, 15 as soon as they are selected); removing, after confirmation,
 * moves it back and clears its amounts.
 */
export function BatchCodeLists({
  available,
  chosen,
  active,
  onAdd,
  onRemove,
  onActivate,
}: BatchCodeListsProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const left = available.filter((code) => !chosen.some((c) => c.CodeID === code.CodeID));
  const codeOf = (value: string | null) => left.find((c) => String(c.CodeID) === value);
  const add = (code: AvailableCharge | undefined) => {
    if (!code) return;
    onAdd(code);
    setSelected(null);
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end">
        <Select
          label="Available codes"
          placeholder="Choose a code"
          w={320}
          data={left.map((c) => ({
            value: String(c.CodeID),
            label: `${c.CodeAlias} – ${c.CodeName} (${formatCents(c.Amount)})`,
          }))}
          value={selected}
          onChange={(value) => {
            const code = codeOf(value);
            if (code?.IsAutoAdded) add(code);
            else setSelected(value);
          }}
        />
        <Button variant="light" disabled={!selected} onClick={() => add(codeOf(selected))}>
          Add code
        </Button>
      </Group>
      <Paper withBorder>
        <Table aria-label="Adjustment codes" highlightOnHover>
          <Table.Tbody>
            {chosen.length === 0 ? (
              <Table.Tr>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    No adjustment codes yet: add one from the available codes.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              chosen.map((code) => (
                <Table.Tr
                  key={code.CodeID}
                  bg={code.CodeID === active ? 'var(--mantine-color-blue-light)' : undefined}
                  style={{ cursor: 'pointer' }}
                  onClick={() => onActivate(code.CodeID)}
                >
                  <Table.Td>{`${code.CodeAlias} – ${code.CodeName}`}</Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${code.CodeAlias}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        confirmRemove('Are you sure you want to Remove this Adjustment?', () =>
                          onRemove(code.CodeID),
                        );
                      }}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
